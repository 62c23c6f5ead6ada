import { afterEach, describe, expect, it, vi } from 'vitest';

// The hub's build runs on Preact (vite.config.ts), and what is tested here is Preact's own
// hydration: it keeps a waiting part's markup and adopts it later. So React is Preact here.
vi.mock('react', async () => await import('preact/compat'));
vi.mock('react/jsx-runtime', async () => await import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => await import('preact/jsx-dev-runtime'));

// Tasks run when the test says: each part must wait for one of its own, after the part before it.
const tasks: (() => void)[] = [];
vi.mock('../next-task', () => ({ nextTask: () => new Promise<void>((resolve) => tasks.push(resolve)) }));
const settle = () => new Promise((settled) => setTimeout(settled, 0));
/** Runs the one task a part is waiting for, then lets everything it started settle. */
async function runTask() {
  await settle();
  expect(tasks).toHaveLength(1);
  tasks.shift()!();
  await settle();
}

const { createRoot, hydrateRoot } = await import('preact/compat/client');
const { HydrateLater, adoptPrerenderedPage } = await import('../hydrate-later');

/** The parts that rendered, in order. */
let log: string[] = [];

function Part({ name, onPress }: { name: string; onPress: (name: string) => void }) {
  log.push(name);
  return (
    <section aria-label={name}>
      <h2>{name}</h2>
      <button type="button" onClick={() => onPress(name)}>
        {`Press ${name}`}
      </button>
    </section>
  );
}

function Page({ onPress }: { onPress: (name: string) => void }) {
  return (
    <main>
      <Part name="first screen" onPress={onPress} />
      <HydrateLater>
        <Part name="one" onPress={onPress} />
      </HydrateLater>
      <HydrateLater>
        <Part name="two" onPress={onPress} />
      </HydrateLater>
    </main>
  );
}

/** The page as the build prerenders it: drawn by the app, kept as markup. */
function prerendered(): HTMLElement {
  const drawn = document.createElement('div');
  createRoot(drawn).render(<Page onPress={() => undefined} />);
  const page = document.createElement('div');
  page.innerHTML = drawn.innerHTML;
  document.body.append(page);
  return page;
}

const press = (page: HTMLElement, name: string) => page.querySelector<HTMLButtonElement>(`[aria-label="${name}"] button`)!.click();

afterEach(() => {
  document.body.innerHTML = '';
  log = [];
  tasks.length = 0;
});

describe('HydrateLater', () => {
  it('adopts the first screen at once and each later part in a task of its own, keeping the nodes the server drew', async () => {
    const page = prerendered();
    const markup = page.innerHTML;
    const nodes = [...page.querySelectorAll('*')];
    log = [];
    const pressed = vi.fn();

    adoptPrerenderedPage(() => hydrateRoot(page, <Page onPress={pressed} />));

    expect(log).toEqual(['first screen']);
    expect(page.innerHTML).toBe(markup);
    press(page, 'first screen');
    press(page, 'one');
    expect(pressed.mock.calls).toEqual([['first screen']]);

    await runTask();
    expect(log).toEqual(['first screen', 'one']);
    press(page, 'one');
    press(page, 'two');
    expect(pressed.mock.calls).toEqual([['first screen'], ['one']]);

    await runTask();
    expect(log).toEqual(['first screen', 'one', 'two']);
    press(page, 'two');
    expect(pressed.mock.calls).toEqual([['first screen'], ['one'], ['two']]);
    await settle();
    expect(tasks).toHaveLength(0);
    expect(page.innerHTML).toBe(markup);
    const now = [...page.querySelectorAll('*')];
    expect(now.length).toBe(nodes.length);
    expect(now.every((node, at) => node === nodes[at])).toBe(true);
  });

  it('draws every part at once in any other render', async () => {
    const page = document.createElement('div');
    document.body.append(page);
    const pressed = vi.fn();

    createRoot(page).render(<Page onPress={pressed} />);

    expect(log).toEqual(['first screen', 'one', 'two']);
    await settle();
    expect(tasks).toHaveLength(0);
    press(page, 'two');
    expect(pressed).toHaveBeenCalledWith('two');
  });
});
