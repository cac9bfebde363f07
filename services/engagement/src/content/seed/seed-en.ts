import type { SeedLanguage } from './seed-language';

/** The starting content in en (legacy lang key). */
export const SEED_EN: SeedLanguage = {
  about: {
    title: 'About Meridian',
    summary: 'Who we are and how the platform keeps your money safe.',
    sections: [
      [
        'Who we are',
        'Meridian is a trading and wealth platform for retail customers. You can trade spot crypto, perpetual contracts and delivery options on crypto, forex, stocks, indices, metals and energy, and put USDT to work in custody products, funds and loans.',
      ],
      [
        'How we keep your money',
        'Every movement of money is recorded as an event and as a balanced journal entry. Withdrawals are reviewed, and staff decisions that release money above a threshold need two different people.',
      ],
      [
        'Prices you can check',
        "Contract and option outcomes use recorded price ticks. Each hour's ticks come from a seed whose fingerprint is published before the hour, so anyone can recompute them on the Verify feed page.",
      ],
      [
        'Talk to us',
        "Our official channels are listed on the Download page. We never ask for your password, your verification codes or a wallet's recovery phrase.",
      ],
    ],
  },
  userAgreement: {
    title: 'User Agreement',
    summary: 'The rules of your account: verification, risk, fees, security and demo accounts.',
    sections: [
      [
        '1. Your account',
        'One person holds one account, registered with a phone number or e-mail address that is theirs. You keep your password, trade password and authenticator to yourself; whatever is done with them counts as done by you.',
      ],
      [
        '2. Verification',
        'Withdrawals, loans and larger stakes need identity verification. What you submit must be true and your own; we may refuse or end an account whose documents are not.',
      ],
      [
        '3. Risk',
        'Prices of crypto assets, currencies, stocks and commodities move quickly. Contracts with leverage and options can lose the whole margin or stake. Trade only with money you can afford to lose; nothing here is investment advice.',
      ],
      [
        '4. Prices, fees and records',
        'Every order is filled at a recorded price, never at a price you name as a limit. Each screen shows its fees before you confirm, and your records keep every movement of your money.',
      ],
      [
        '5. Security',
        'We may hold a withdrawal for review after a change to your security settings or when something looks wrong, and tell you why and until when.',
      ],
      ['6. Demo accounts', 'A demo account trades virtual money that can never be deposited or withdrawn, and it expires.'],
      ['7. Privacy', 'How we handle your personal data is set out in our Privacy Policy, which forms part of this agreement.'],
      [
        '8. Changes',
        'When we change this agreement in a way that matters to you, we ask you to read and accept the new version the next time you log in. Until then the version you accepted applies.',
      ],
    ],
  },
  privacyPolicy: {
    title: 'Privacy Policy',
    summary: 'What we collect, why, how long we keep it and your rights.',
    sections: [
      [
        'What we collect',
        'Your phone number or e-mail, the documents you submit for verification, your orders, deposits and withdrawals, and the addresses and devices you log in from.',
      ],
      [
        'Why',
        'To run your account, to meet the law on identity verification and anti-money-laundering, to keep your account secure, and to answer you when you contact support.',
      ],
      [
        'Who sees it',
        'Only staff whose role needs it, each access under their own account. We share data with authorities only where the law requires it. We do not sell your data.',
      ],
      ['How long we keep it', 'While your account is open, and afterwards for as long as the law on financial records requires.'],
      [
        'Your rights',
        'You may ask for a copy of your data, for a correction and, where the law allows, for its deletion. Write to support from the Help centre.',
      ],
    ],
  },
  loanAgreement: {
    title: 'Loan Agreement',
    summary: 'The terms every loan is made under.',
    sections: [
      [
        'The loan',
        'The amount, the cycle in days and the daily interest rate are those shown when you apply. They are frozen into your loan when it is paid out; no later change applies to it.',
      ],
      [
        'Interest',
        'No interest is charged for the free days the product states; after them interest accrues daily on the amount outstanding.',
      ],
      ['Repayment', 'You repay from your funding account, or by bank transfer with a proof that finance checks.'],
      ['Late repayment', 'After the due date an overdue rate applies each day until the loan is repaid.'],
      ['Your promise', 'The documents you submit are true and your own. A loan needs advanced identity verification.'],
    ],
  },
  categories: { start: 'Getting started', funds: 'Deposits and withdrawals', security: 'Security' },
  articles: {
    createAccount: {
      title: 'How do I create an account?',
      summary: 'Register with your phone number or e-mail in a minute.',
      sections: [
        [
          'Register',
          'Open Create account, choose phone or e-mail, ask for a verification code and enter it with a password of 6 to 24 characters. An invitation code is optional.',
        ],
        ['Try it first', 'Not ready yet? Create a demo account from the login page: it trades virtual money and expires after a while.'],
      ],
    },
    verifyIdentity: {
      title: 'Why and how do I verify my identity?',
      summary: 'Verification opens withdrawals, loans and higher limits.',
      sections: [
        [
          'Three tiers',
          'Primary verification needs your nationality, name, document and photos; advanced adds your occupation and source of funds; address verification a recent bill.',
        ],
        [
          'How long it takes',
          'Compliance reviews each submission, usually within one working day. A refusal always says why, and you can submit again.',
        ],
      ],
    },
    depositCrypto: {
      title: 'How do I deposit crypto?',
      summary: 'Send coins to your deposit address and submit the transaction.',
      sections: [
        [
          'Your address',
          'Open Assets, choose Deposit, then the coin and the network. Send only that coin on that network to the address shown.',
        ],
        ['Minimums', 'Deposits below the minimum (1 USDT, 0.001 BTC, 0.1 ETH, 10 TRX) may not be credited.'],
      ],
    },
    withdraw: {
      title: 'How do withdrawals work?',
      summary: 'Limits, review, and what happens after a security change.',
      sections: [
        ['Before you start', 'Set a trade password in the security centre and add the address you withdraw to.'],
        [
          'Review',
          'The amount is frozen until finance reviews the request. After you change a password, withdrawals are held for review for a while to protect you.',
        ],
      ],
    },
    twoFactor: {
      title: 'How do I turn on the authenticator?',
      summary: 'A second factor for login and withdrawals.',
      sections: [
        [
          'Set it up',
          'Open the security centre, choose Authenticator, scan the code with an authenticator app and enter the six-digit code it shows.',
        ],
        ['Lost your phone?', 'Contact support from the Help centre: we check who you are before turning it off.'],
      ],
    },
    officialChannels: {
      title: 'How do I know a message is really from us?',
      summary: 'Check a link, an address or an account before you trust it.',
      sections: [
        ['Check it', 'Use the official check page to see whether a website, an e-mail address or a social account is ours.'],
        ['Never share', "No one from Meridian will ever ask for your password, your verification codes or a wallet's recovery phrase."],
      ],
    },
  },
};
