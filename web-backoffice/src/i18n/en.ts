export const en = {
  app: {
    title: 'Meridian back office',
    auth: {
      email: 'Email',
      password: 'Password',
      required: 'Please sign in to continue.',
    },
    errors: {
      forbidden: 'Not allowed: your role may not do this.',
      network: 'The server cannot be reached. Check your connection and retry.',
      http_server: 'The server failed to answer. Retry in a moment.',
      http_other: 'The request was refused.',
      unsupported: 'The back office does not support this action.',
    },
    locale: { switch: 'Language: %{language}. Change language' },
    auditor_banner: 'Read-only auditor view: you can look at everything and change nothing.',
    dashboard: {
      welcome: 'Welcome, %{name}',
      roles: 'Signed in as: %{roles}',
      queues: 'Where to start',
      customers: 'Find a customer and replay their history event by event',
      outbox: 'Read the messages sent to customers, such as verification codes',
      staff: 'Manage staff accounts and their roles',
    },
    roles: {
      admin: 'Admin',
      support: 'Support',
      compliance: 'Compliance',
      finance: 'Finance',
      auditor: 'Auditor',
    },
    customers: {
      search: 'Search by e-mail, phone, id or invitation code',
      kind: { real: 'Real', demo: 'Demo' },
      type: { email: 'E-mail', phone: 'Phone' },
      empty: 'No customer matches. Clear the filters or search by another e-mail, phone, id or code.',
      profile: 'Profile',
      timeline: 'Event history (oldest first)',
      timeline_empty: 'This customer has no event yet.',
    },
    events: {
      data: 'Data',
      metadata: 'Metadata',
      expand_data: 'Show data',
      expand_metadata: 'Show metadata',
    },
    outbox: {
      empty: 'No message was sent to this recipient yet. Check the e-mail or phone number.',
      channel: { email: 'E-mail', sms: 'SMS' },
    },
    staff: {
      empty: 'No staff account matches these filters.',
      status: { active: 'Active', disabled: 'Disabled' },
    },
  },
  resources: {
    customers: {
      name: 'Customer |||| Customers',
      fields: {
        id: 'Id',
        account: 'Account',
        type: 'Type',
        kind: 'Kind',
        name: 'Name',
        email: 'E-mail',
        phone: 'Phone',
        area_code: 'Area code',
        invitation_code: 'Invitation code',
        lang: 'Language',
        demo_expires_at: 'Demo expires',
        created_at: 'Created',
        q: 'Search',
      },
    },
    'customer-events': {
      name: 'Event |||| Events',
      fields: {
        createdAt: 'Time',
        streamId: 'Stream',
        version: 'Version',
        type: 'Type',
        data: 'Data',
      },
    },
    outbox: {
      name: 'Sent message |||| Outbox',
      fields: {
        createdAt: 'Time',
        channel: 'Channel',
        recipient: 'Recipient',
        subject: 'Subject',
        body: 'Body',
      },
    },
    staff: {
      name: 'Staff member |||| Staff',
      fields: {
        id: 'Id',
        email: 'E-mail',
        name: 'Name',
        password: 'Initial password',
        roles: 'Roles',
        disabled: 'Disabled',
        createdAt: 'Created',
      },
    },
  },
};

export type AppMessages = typeof en;
