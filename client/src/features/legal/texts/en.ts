import type { LegalTexts } from './legal-document.ts';

/** The legal pages in English, for the English-language portals (17 to 20), run by the Spanish company. */
export const texts: LegalTexts = {
  updated: '28 November 2026',
  documents: {
    legalNotice: {
      intro: [
        'As required by article 10 of the Spanish Information Society Services and Electronic Commerce Act (Law 34/2002, LSSI-CE) and the EU Electronic Commerce Directive, this page tells you who is behind {portal}.',
      ],
      sections: [
        {
          id: 'owner',
          heading: 'Who runs this website',
          blocks: [
            {
              list: [
                'Company: {company}',
                'Spanish tax number ({taxIdLabel}): {taxId}',
                'Registered office: {address}',
                'Registration: {registry}',
                'Share capital: {capital}',
                'Email: [{email}](mailto:{email})',
                'Phone: [{phone}](tel:{tel})',
              ],
            },
            '{company} trades as {portal}.',
          ],
        },
        {
          id: 'activity',
          heading: 'What we do',
          blocks: [
            '{company} is a private document-handling company. Through {portal} we apply, on your behalf, for official documents (birth, marriage and death certificates, property and company records and others) to the registries and public offices that issue them, and deliver them to you.',
            'We are not a government body or a registry, and we do not act on their behalf. You can apply for these documents directly to the issuing office, usually for a lower price; our price covers handling your application, following it up and customer support.',
          ],
        },
        {
          id: 'use',
          heading: 'Using this website',
          blocks: [
            'By using this website you accept this legal notice. You agree to use it lawfully and not to enter other people’s details unless you are entitled to.',
            'Buying our services is also governed by the [terms of contract](page:terms), and the use of your data by the [privacy policy](page:privacy).',
          ],
        },
        {
          id: 'intellectual-property',
          heading: 'Intellectual property',
          blocks: [
            'The texts, design, logos and code of this website belong to {company} or its licensors. You may not copy, distribute or adapt them without our written permission, except for your own personal use.',
          ],
        },
        {
          id: 'liability',
          heading: 'Liability',
          blocks: [
            'We take great care to keep the information on this website correct and up to date, but we are not responsible for mistakes in the details you give us or for the content of the documents issued by registries and public offices, nor for interruptions caused by events outside our control.',
          ],
        },
        {
          id: 'law',
          heading: 'Governing law',
          blocks: [
            'This legal notice is governed by Spanish law. If you are a consumer, you may also bring a claim in the courts where you live.',
          ],
        },
      ],
    },
    privacy: {
      intro: [
        'This policy explains which personal data we process when you use {portal}, why, for how long and what your rights are, under the EU General Data Protection Regulation (GDPR) and the Spanish Data Protection Act (Organic Law 3/2018).',
      ],
      sections: [
        {
          id: 'controller',
          heading: 'Who is responsible for your data',
          blocks: [
            '{company}, {taxIdLabel} {taxId}, registered office {address}. For any privacy question, write to [{email}](mailto:{email}).',
          ],
        },
        {
          id: 'data',
          heading: 'What data we process',
          blocks: [
            {
              list: [
                'Your contact details: email address and, if you give it, phone number.',
                'Your order details: your answers to each form (for example the name on the certificate, the date and place of birth, the parents’ names) and any documents you attach.',
                'Your billing details: name or company name, tax number and address.',
                'Payment details: the method you chose and the outcome. If you pay by card, you type its number and expiry date on our payment page; they are sent with your order to our server, which passes them to the payment provider to take the payment. Your browser holds them in memory only until they are sent: it does not store them.',
                'Browsing data collected by the cookies you accept (see the [cookie policy](page:cookies)).',
              ],
            },
          ],
        },
        {
          id: 'purposes',
          heading: 'Why we use it and our legal basis',
          blocks: [
            {
              list: [
                'To handle your order: apply for the document to the registry or public office on your behalf, take payment, deliver it and answer your questions. Legal basis: performing the contract you make with us (GDPR article 6(1)(b)).',
                'To issue invoices and keep our accounts. Legal basis: our legal obligations under tax and commercial law (GDPR article 6(1)(c)).',
                'To create your customer account, where you can see your orders and download your documents. Legal basis: performing the contract.',
                'To measure how the website is used and show you advertising. Legal basis: your consent (GDPR article 6(1)(a)), which you can withdraw at any time from the [cookie policy](page:cookies).',
              ],
            },
            'We do not make automated decisions with legal effects on you, and we do not build profiles from your order details.',
          ],
        },
        {
          id: 'retention',
          heading: 'How long we keep it',
          blocks: [
            'We keep your order details while you have an account with us and then, restricted, for as long as the law requires: six years for accounting and tax records (Spanish Commercial Code, article 30) and five years for claims arising from the contract. Issued documents can be downloaded from your account for twelve months.',
          ],
        },
        {
          id: 'recipients',
          heading: 'Who we share it with',
          blocks: [
            {
              list: [
                'The registries and public offices we apply to for your document, with the details the application requires.',
                'Payment providers (card processor, PayPal) to take your payment.',
                'Our hosting, email and customer-support providers, who act as processors under contract and only on our instructions.',
                'Tax authorities and courts where the law requires it.',
              ],
            },
            'When you order a document from a registry outside the European Economic Area (for example in the United Kingdom), we send it the details the application needs, as the contract requires. Any provider that processes data outside the EEA does so with the safeguards of the GDPR (an adequacy decision or the European Commission’s standard contractual clauses).',
          ],
        },
        {
          id: 'rights',
          heading: 'Your rights',
          blocks: [
            'You can access, correct or erase your data, object to its processing, ask us to restrict it or to transfer it, and withdraw your consent, by writing to [{email}](mailto:{email}) or by post to {address}, saying which right you are exercising. We will reply within one month.',
            'If you think we have not handled your request properly, you can complain to the Spanish Data Protection Agency ([www.aepd.es](https://www.aepd.es)), our lead supervisory authority, or to the data protection authority where you live, such as the Information Commissioner’s Office in the United Kingdom or the Data Protection Commission in Ireland.',
          ],
        },
      ],
    },
    terms: {
      intro: [
        'These terms govern buying the services of {portal}, provided by {company} ({taxIdLabel} {taxId}, {address}). By placing an order you accept them; we recommend that you save or print a copy.',
      ],
      sections: [
        {
          id: 'service',
          heading: 'What you are buying',
          blocks: [
            'You are buying a handling service: we apply on your behalf for the official document you choose (a birth certificate, a property or company record, or another) to the registry or public office that issues it, and deliver it to you. The content of the document is the responsibility of the office that issues it.',
            'To apply, we need the details you give us to be correct and complete. If anything is missing, we will contact you before we apply.',
          ],
        },
        {
          id: 'price',
          heading: 'Price and payment',
          blocks: [
            'The price of each service is shown before you add it to your cart and in your order summary. It includes VAT and, unless stated otherwise, the registry’s or office’s fees. There are no delivery charges for electronic delivery.',
            'You can pay by credit or debit card and with the other methods shown on the payment page. Payment is taken when you confirm your order, and we email you the invoice.',
          ],
        },
        {
          id: 'delivery',
          heading: 'Delivery times',
          blocks: [
            'We submit your application on the same working day if you order before 17:00 Madrid time. Each service shows its usual delivery time; times depend on the registry or office that issues the document, and if one is going to take longer we will tell you.',
            'We send the document to the email address you give us, or by post where the office issues it only on paper, and you can also download electronic documents from your account.',
          ],
        },
        {
          id: 'withdrawal',
          heading: 'Your right to cancel',
          blocks: [
            'As a consumer, you can cancel the contract without giving a reason within 14 days of making it, by writing to [{email}](mailto:{email}). We will refund what you paid within 14 days, using the same payment method.',
            'Because our service starts as soon as you confirm your order, by confirming it you ask us to perform it during the cancellation period. If you cancel after we have submitted your application, we will refund the price minus the part of the service already provided. Once the service has been fully performed, that is, once we have delivered your document, you can no longer cancel, as article 103 a) of the Spanish consumer protection act (TRLGDCU) provides, in line with the EU Consumer Rights Directive and, in the United Kingdom, the Consumer Contracts Regulations 2013.',
          ],
        },
        {
          id: 'refunds',
          heading: 'If the document cannot be issued',
          blocks: [
            'If the registry or office cannot issue the document (for example, because no matching record exists), we will tell you, with the answer we received, and refund the full price except any search fee the office charged, which we will show you. If the reason is a mistake in the details you gave us, we will offer to correct it and apply again at no extra cost.',
          ],
        },
        {
          id: 'complaints',
          heading: 'Complaints',
          blocks: [
            'You can send any complaint to [{email}](mailto:{email}), call [{phone}](tel:{tel}) or write to {address}. We will reply within one month at the latest.',
            'If you are not satisfied with our answer, you can contact the consumer authority where you live; in the European Union, the European Consumer Centres network ([www.eccnet.eu](https://www.eccnet.eu)) helps with cross-border complaints.',
          ],
        },
        {
          id: 'law',
          heading: 'Governing law',
          blocks: [
            'The contract is governed by Spanish law, without taking away the protection the law of the country where you live gives you as a consumer. The contract is made in English and kept with your order; you can ask us for a copy.',
          ],
        },
      ],
    },
    cookies: {
      intro: [
        'A cookie is a small file a website stores in your browser. This policy explains which cookies {portal} uses, what for, and how you can change your choice.',
      ],
      sections: [
        {
          id: 'choice',
          heading: 'Your choice',
          blocks: [{ consentChoice: true }],
        },
        {
          id: 'levels',
          heading: 'The kinds of cookies we use',
          blocks: [
            {
              list: [
                'Necessary: they make the shop work (your session, the cart, payment and your cookie choice). They are always on, because we could not provide the service without them.',
                'Functional: they remember your preferences and the answers to your last forms, so you do not have to type them again.',
                'Analytics: they measure how many people visit the website and how they use it, so we can improve it.',
                'Advertising: they let us show you relevant ads for our services on other websites and measure how well they work.',
              ],
            },
            'Functional, analytics and advertising cookies are set only if you accept them. If you keep browsing without choosing, we take it that you accept them; you can change your choice at any time.',
          ],
        },
        {
          id: 'list',
          heading: 'The cookies we use',
          blocks: [
            {
              table: {
                caption: 'Cookies of {portal}',
                head: ['Cookie', 'Kind', 'What it does', 'How long it lasts'],
                rows: [
                  [
                    'opf_sid',
                    'Necessary, our own',
                    'Identifies your session to keep your cart and your order.',
                    'Until you close the browser',
                  ],
                  ['opf_consent_accepted', 'Necessary, our own', 'Remembers that you made a cookie choice, and how.', '180 days'],
                  [
                    'opf_consent_view',
                    'Necessary, our own',
                    'Keeps the first page you visited, to know whether you kept browsing.',
                    '180 days',
                  ],
                  ['opf_consent_level', 'Necessary, our own', 'Keeps the kinds of cookies you accept.', '180 days'],
                  ['_ga, _ga_*', 'Analytics, Google', 'Tell visits and visitors apart for Google Analytics statistics.', '2 years'],
                  ['_gcl_au', 'Advertising, Google', 'Measures the purchases that come from our ads.', '90 days'],
                ],
              },
            },
            'The shop also keeps your cart, your last forms and the payment method you chose in your browser’s local storage, so you do not lose them when the page reloads. You can delete them in your browser’s settings.',
          ],
        },
        {
          id: 'browser',
          heading: 'How to delete or block cookies',
          blocks: [
            'You can also delete or block cookies in your browser’s settings. If you block the necessary ones, you will not be able to complete an order.',
          ],
        },
      ],
    },
    contact: {
      intro: ['Questions about an order or our services? Our customer support team is here to help.'],
      sections: [
        {
          id: 'support',
          heading: 'Customer support',
          blocks: [
            {
              list: ['Email: [{email}](mailto:{email})', 'Phone: [{phone}](tel:{tel})', 'Opening hours: {hours}'],
            },
            'If you write about an order, please give its number: you will find it in the confirmation email and in your account.',
          ],
        },
        {
          id: 'company',
          heading: 'Who we are',
          blocks: ['{portal} is a trading name of {company}, {taxIdLabel} {taxId}, registered office {address}.'],
        },
        {
          id: 'complaints',
          heading: 'Complaints',
          blocks: [
            'How to make a complaint, and where to turn if you are not satisfied, is explained in the [terms of contract](page:terms).',
          ],
        },
      ],
    },
  },
};
