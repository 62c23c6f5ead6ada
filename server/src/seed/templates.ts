import type { TemplateType } from '@tradeshub/sdk';

// The messages the product sends. `{{name}}` placeholders are filled when sending; each
// template lists the ones it uses in its comment so a sender knows what to provide.

export const TEMPLATE_KEYS = {
  emailVerification: 'email-verification',
  passwordReset: 'password-reset',
  signUpAttempt: 'sign-up-attempt',
  welcome: 'welcome',
  recommendationInviteEmail: 'recommendation-invite-email',
  recommendationInviteSms: 'recommendation-invite-sms',
  reviewInviteEmail: 'review-invite-email',
  reviewInviteSms: 'review-invite-sms',
  connectionRequest: 'connection-request',
  paymentRequestEmail: 'payment-request-email',
  paymentRequestSms: 'payment-request-sms',
  paymentReceiptEmail: 'payment-receipt-email',
  feeInvoiceEmail: 'fee-invoice-email',
  notificationCopyEmail: 'notification-copy-email',
  notificationCopySms: 'notification-copy-sms',
} as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[keyof typeof TEMPLATE_KEYS];

export interface TemplateSeed {
  key: TemplateKey;
  type: TemplateType;
  name: string;
  /** Email only. */
  subject: string | null;
  body: string;
}

const SIGN_OFF = 'The Tradeshub team';

export const TEMPLATES: readonly TemplateSeed[] = [
  {
    // {{firstName}}, {{code}}, {{verifyLink}}
    key: TEMPLATE_KEYS.emailVerification,
    type: 'email',
    name: 'Email verification code',
    subject: 'Your Tradeshub verification code',
    body: `Hi {{firstName}},

Welcome to Tradeshub. To finish setting up your account, enter this code on the verification page:

{{code}}

The verification page is here: {{verifyLink}}

The code expires in 24 hours. If you did not create a Tradeshub account, you can ignore this email; nobody can use your address without the code.

${SIGN_OFF}`,
  },
  {
    // {{firstName}}, {{signInLink}}, {{forgotLink}}
    key: TEMPLATE_KEYS.signUpAttempt,
    type: 'email',
    name: 'Sign-up with an address that already has an account',
    subject: 'Someone tried to create a Tradeshub account with your email address',
    body: `Hi {{firstName}},

Someone just tried to create a new Tradeshub account with this email address. You already have an account, so nothing was created and nothing has changed.

If it was you, sign in here: {{signInLink}}
Forgotten your password? Choose a new one here: {{forgotLink}}

If it was not you, you can ignore this email: nobody can use your account without your password.

${SIGN_OFF}`,
  },
  {
    // {{firstName}}, {{resetLink}}
    key: TEMPLATE_KEYS.passwordReset,
    type: 'email',
    name: 'Password reset',
    subject: 'Reset your Tradeshub password',
    body: `Hi {{firstName}},

We received a request to reset the password for your Tradeshub account. Use the link below to choose a new one:

{{resetLink}}

The link works once and expires in 1 hour. Resetting your password signs you out on every device.

If you did not ask for this, you can ignore this email and your password will stay the same.

${SIGN_OFF}`,
  },
  {
    // {{firstName}}, {{link}}
    key: TEMPLATE_KEYS.welcome,
    type: 'email',
    name: 'Welcome',
    subject: 'Welcome to Tradeshub, {{firstName}}',
    body: `Hi {{firstName}},

Your account is ready. Here is how to get the most from Tradeshub:

- Find a tradesperson recommended by people near you, and read their reviews before you get in touch.
- Recommend the tradespeople you already trust, so your neighbours can find them too.
- Join the community hub to ask questions, share projects and help others.

Get started: {{link}}

${SIGN_OFF}`,
  },
  {
    // {{businessName}}, {{customerName}}, {{link}}
    key: TEMPLATE_KEYS.recommendationInviteEmail,
    type: 'email',
    name: 'Recommendation invitation (email)',
    subject: '{{businessName}} would value your recommendation',
    body: `Hi {{customerName}},

{{businessName}} has asked whether you would recommend them on Tradeshub, the community where people find tradespeople through recommendations from their neighbours.

It takes a minute and helps a local business you have worked with:

{{link}}

You do not need an account to start. If you would rather not, simply ignore this email.

${SIGN_OFF}`,
  },
  {
    key: TEMPLATE_KEYS.recommendationInviteSms,
    type: 'sms',
    name: 'Recommendation invitation (SMS)',
    subject: null,
    body: 'Hi {{customerName}}, {{businessName}} would value your recommendation on Tradeshub. It takes a minute: {{link}}',
  },
  {
    // {{businessName}}, {{customerName}}, {{link}}
    key: TEMPLATE_KEYS.reviewInviteEmail,
    type: 'email',
    name: 'Review invitation (email)',
    subject: 'How did {{businessName}} do?',
    body: `Hi {{customerName}},

Thank you for using {{businessName}}. Would you leave a short review of the work on Tradeshub? Rate the price, punctuality, cleanliness, quality and friendliness, and add a few words about the job:

{{link}}

Honest reviews help your neighbours choose well and help good tradespeople get the credit they deserve.

${SIGN_OFF}`,
  },
  {
    key: TEMPLATE_KEYS.reviewInviteSms,
    type: 'sms',
    name: 'Review invitation (SMS)',
    subject: null,
    body: 'Hi {{customerName}}, how did {{businessName}} do? Leave a quick review on Tradeshub: {{link}}',
  },
  {
    // {{firstName}}, {{senderName}}, {{link}}
    key: TEMPLATE_KEYS.connectionRequest,
    type: 'email',
    name: 'Connection request',
    subject: '{{senderName}} wants to connect on Tradeshub',
    body: `Hi {{firstName}},

{{senderName}} would like to connect with you on Tradeshub. Connections can message each other and see each other's recommendations.

Accept or decline the request here:

{{link}}

${SIGN_OFF}`,
  },
  {
    // {{customerName}}, {{businessName}}, {{amount}}, {{dueDate}}, {{link}}
    key: TEMPLATE_KEYS.paymentRequestEmail,
    type: 'email',
    name: 'Payment request (email)',
    subject: '{{businessName}} has requested a payment of {{amount}}',
    body: `Hi {{customerName}},

{{businessName}} has requested a payment of {{amount}} for your job, due by {{dueDate}}.

Review the request and pay securely by card here:

{{link}}

If you have a question about the amount, message {{businessName}} from the job page before you pay. Payments more than 21 days overdue may attract late payment interest of 8% a year.

${SIGN_OFF}`,
  },
  {
    key: TEMPLATE_KEYS.paymentRequestSms,
    type: 'sms',
    name: 'Payment request (SMS)',
    subject: null,
    body: '{{businessName}} has requested {{amount}}, due {{dueDate}}. Pay securely on Tradeshub: {{link}}',
  },
  {
    // {{firstName}}, {{businessName}}, {{amount}}, {{link}}
    key: TEMPLATE_KEYS.paymentReceiptEmail,
    type: 'email',
    name: 'Payment receipt (email)',
    subject: 'Your receipt: {{amount}} paid to {{businessName}}',
    body: `Hi {{firstName}},

Thank you: your payment of {{amount}} to {{businessName}} went through.

Your VAT receipt is ready to view and print here:

{{link}}

${SIGN_OFF}`,
  },
  {
    // {{firstName}}, {{amount}}, {{fees}}, {{net}}, {{link}}
    key: TEMPLATE_KEYS.feeInvoiceEmail,
    type: 'email',
    name: 'Fee invoice (email)',
    subject: 'You have been paid {{amount}}: your Tradeshub fee invoice',
    body: `Hi {{firstName}},

A customer has paid you {{amount}}. Tradeshub's fees on it come to {{fees}}, so {{net}} is on its way to you.

Your fee invoice (commission and VAT) is here to view and print:

{{link}}

${SIGN_OFF}`,
  },
  {
    // {{firstName}}, {{summary}} (the notice, cut to fit a subject line), {{message}}, {{link}}, {{settingsLink}}
    key: TEMPLATE_KEYS.notificationCopyEmail,
    type: 'email',
    name: 'Notification copy',
    subject: '{{summary}}',
    body: `Hi {{firstName}},

{{message}}

See it on Tradeshub: {{link}}

You are getting this email because of your notification settings. To choose what we email you about, go to {{settingsLink}}

${SIGN_OFF}`,
  },
  {
    // {{message}}, {{link}}
    key: TEMPLATE_KEYS.notificationCopySms,
    type: 'sms',
    name: 'Notification copy (text)',
    subject: null,
    body: 'Tradeshub: {{message}} {{link}}',
  },
];
