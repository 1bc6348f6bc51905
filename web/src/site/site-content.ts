import { formatMoney } from '@telehealth/engine';
import type { Product, TenantConfigurations } from '@telehealth/schemas';

import { prescriptionProducts } from './product-format';
import { DOC_LINKS, type DocSlug, type InfoPageSlug } from './site-slugs';

/**
 * The words of the public pages and docs, written from the tenant's data: brand and legal name, tagline,
 * description, address, support contact, shipping price and the tenant's products (names, strengths, forms, what
 * they include). Pure: the page components only render what these functions return, and the unit tests read it.
 */

export type ContentBlock =
  | { kind: 'p'; text: string }
  | { kind: 'ul'; items: string[] }
  | { kind: 'ol'; items: string[] }
  | { kind: 'links'; links: { to: string; label: string }[] };

export interface ContentSection {
  /** Anchor id: `/docs/privacy-policy#your-choices` scrolls to it. */
  id: string;
  heading: string;
  blocks: ContentBlock[];
}

export interface SitePage {
  title: string;
  lead: string;
  /** Shown under the title on docs ("Last updated ..."). */
  note?: string;
  /** Docs list their sections at the top. */
  tableOfContents?: boolean;
  sections: ContentSection[];
}

export interface SiteContext {
  configurations: TenantConfigurations;
  /** Meta description of the tenant's head, the one-sentence summary of its service. */
  description?: string;
  /** The tenant's products; empty while they load. */
  products: Product[];
}

/** When the docs last changed; shown on each doc. */
export const DOCS_LAST_UPDATED = 'November 1, 2026';

const p = (text: string): ContentBlock => ({ kind: 'p', text });
const ul = (...items: string[]): ContentBlock => ({ kind: 'ul', items });
const ol = (...items: string[]): ContentBlock => ({ kind: 'ol', items });

function formatPhone(digits: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : digits;
}

function supportLine(c: TenantConfigurations): string {
  return `Email ${c.contact.email} or call ${formatPhone(c.contact.phone)} (${c.contact.hours}).`;
}

function mailingAddress(c: TenantConfigurations): string {
  const a = c.companyAddress;
  return `${c.legalName}, ${a.line1}${a.line2 ? `, ${a.line2}` : ''}, ${a.city}, ${a.state} ${a.postalCode}`;
}

function productLine(product: Product): string {
  const parts = [product.name];
  if (product.strength) parts.push(`(${product.strength})`);
  parts.push(`${formatMoney(product.price)}${product.model ? ' a month' : ''}`);
  const line = parts.join(' ');
  return product.includes?.length ? `${line}, includes ${product.includes.join('; ')}` : line;
}

function productList(products: Product[]): ContentBlock[] {
  if (products.length === 0) return [p('Our current treatments are listed when you start your visit.')];
  return [ul(...products.map(productLine))];
}

type Ingredient = 'terbinafine' | 'glp1' | 'biotin';

/** Active ingredients named in the tenant's products, which decide the medication safety text. */
export function ingredientsOf(products: Product[]): Set<Ingredient> {
  const found = new Set<Ingredient>();
  for (const product of products) {
    const text = `${product.name} ${product.strength ?? ''} ${product.description ?? ''}`.toLowerCase();
    if (text.includes('terbinafine')) found.add('terbinafine');
    if (text.includes('semaglutide') || text.includes('tirzepatide')) found.add('glp1');
    if (text.includes('biotin')) found.add('biotin');
  }
  return found;
}

function hasForm(products: Product[], form: Product['form']): boolean {
  return products.some((product) => product.form === form);
}

function namesWith(products: Product[], word: string): string {
  return products
    .filter((product) => `${product.name} ${product.strength ?? ''}`.toLowerCase().includes(word))
    .map((product) => product.name)
    .join(', ');
}

/** The medication-specific sections of the safety information. */
function medicationSafety(ctx: SiteContext): ContentSection[] {
  const { products } = ctx;
  const ingredients = ingredientsOf(products);
  const sections: ContentSection[] = [];
  if (ingredients.has('terbinafine')) {
    sections.push({
      id: 'terbinafine-nail-solution',
      heading: 'Terbinafine nail solution',
      blocks: [
        p(
          `Used in: ${namesWith(products, 'terbinafine')}. For use on the nails and the skin around them only.`,
        ),
        ul(
          'Apply once a day to clean, dry nails, as your clinician directs. Wash your hands after applying unless you are treating your fingernails.',
          'Keep it away from your eyes, nose and mouth. If it gets in your eyes, rinse well with water.',
          'Common side effects are redness, itching, burning or dryness of the skin where it is applied.',
          'Stop using it and contact us if you get blistering, swelling, a spreading rash or severe irritation.',
          'Nails grow slowly: a clear nail can take 6 to 12 months to grow out. Keep using it for the whole course even when the nail starts to look better.',
          'Tell your clinician if you are pregnant, planning a pregnancy or breastfeeding.',
        ),
      ],
    });
  }
  if (ingredients.has('biotin')) {
    sections.push({
      id: 'biotin-supplement',
      heading: 'Biotin supplement',
      blocks: [
        p(`Used in: ${namesWith(products, 'biotin')}.`),
        ul(
          'Biotin can make some laboratory tests (for example thyroid and heart tests) read falsely high or low. Tell whoever orders your blood work that you take it; they may ask you to stop it for a few days before the test.',
          'Do not take more than the label says. Keep out of reach of children.',
        ),
      ],
    });
  }
  if (ingredients.has('glp1')) {
    sections.push({
      id: 'glp-1-medications',
      heading: 'GLP-1 medications (semaglutide and tirzepatide)',
      blocks: [
        p(
          `Used in: ${[namesWith(products, 'semaglutide'), namesWith(products, 'tirzepatide')].filter(Boolean).join(', ')}.`,
        ),
        p(
          'Boxed warning: in studies in rodents these medicines caused thyroid C-cell tumors. It is not known whether they do in people. Do not use them if you or a family member has had medullary thyroid carcinoma (MTC) or if you have Multiple Endocrine Neoplasia syndrome type 2 (MEN 2).',
        ),
        ul(
          'Tell us right away about a lump or swelling in your neck, trouble swallowing, hoarseness or shortness of breath.',
          'Stop the medicine and get medical help for severe stomach pain that will not go away, with or without vomiting: it can be a sign of pancreatitis.',
          'Common side effects are nausea, vomiting, diarrhea, constipation and stomach pain, usually while the dose is being increased. Drink enough fluids: losing fluids can harm the kidneys.',
          'Other possible effects: gallbladder problems, low blood sugar (more likely with insulin or a sulfonylurea), a faster heartbeat, changes in vision if you have diabetic eye disease, and mood changes. Tell us about any thoughts of harming yourself.',
          'Do not use these medicines while pregnant. Stop at least 2 months before a planned pregnancy, and tell us if you become pregnant.',
          'Tirzepatide can make birth control pills work less well: use a non-oral method or add a barrier method for 4 weeks after starting and after each dose increase.',
          'Tell your clinician about every medicine you take and before any surgery or procedure that needs anesthesia.',
        ),
      ],
    });
  }
  if (hasForm(products, 'injectable')) {
    sections.push({
      id: 'injections',
      heading: 'Using injections safely',
      blocks: [
        ul(
          'Inject under the skin of your stomach, thigh or upper arm, on the same day each week. Change the spot each time.',
          'Never share needles or pens with anyone, even if the needle is changed.',
          'Put used needles in the sharps container right away and follow your local rules for disposing of it.',
          'Keep unopened medication in the refrigerator unless your pharmacy label says otherwise; do not freeze it.',
        ),
      ],
    });
  }
  if (hasForm(products, 'oral')) {
    sections.push({
      id: 'oral-medications',
      heading: 'Taking oral medication',
      blocks: [
        ul(
          'Take each tablet exactly as your prescription label says, including whether to take it on an empty stomach.',
          'If you miss a dose, follow the instructions on your label or ask your care team; do not take two doses to make up for it.',
          'Keep tablets in their original package, away from moisture and out of reach of children.',
        ),
      ],
    });
  }
  return sections;
}

function infoPages(ctx: SiteContext): Record<InfoPageSlug, SitePage> {
  const c = ctx.configurations;
  const brand = c.brandName;
  const rx = prescriptionProducts(ctx.products);
  const summary = ctx.description ?? c.tagline ?? `${brand} offers prescription care online.`;
  const recurring = ctx.products.some((product) => product.model);
  const idCheck = c.features?.identityVerification !== false;
  const chat = c.features?.chat !== false;
  return {
    about: {
      title: `About ${brand}`,
      lead: c.tagline ?? summary,
      sections: [
        {
          id: 'what-we-do',
          heading: 'What we do',
          blocks: [
            p(summary),
            p(
              `${brand} is a telehealth service run by ${c.legalName}. You answer a short medical questionnaire online, a licensed U.S. clinician reviews it, and when treatment is right for you your prescription is filled by a licensed pharmacy and shipped to your door.`,
            ),
          ],
        },
        { id: 'treatments', heading: 'Our treatments', blocks: productList(ctx.products) },
        {
          id: 'our-care-team',
          heading: 'Our care team',
          blocks: [
            p(
              `Every treatment plan is decided by a clinician licensed in your state. Our support team answers questions about orders, shipping and your account${chat ? ', and you can message your care team from your account' : ''}.`,
            ),
          ],
        },
        {
          id: 'contact',
          heading: 'Contact us',
          blocks: [p(supportLine(c)), p(`Mail: ${mailingAddress(c)}.`)],
        },
      ],
    },
    consumer: {
      title: `${brand} for patients`,
      lead: `Prescription care from home, with a real clinician behind every order.`,
      sections: [
        {
          id: 'who-it-is-for',
          heading: 'Who it is for',
          blocks: [
            p(summary),
            ul(
              'Adults 18 and over who live in a U.S. state we serve.',
              'People who can answer a medical questionnaire honestly and completely, and share photos when the clinician asks.',
              'Anyone with a medical emergency should call 911 instead: this service is not for urgent care.',
            ),
          ],
        },
        {
          id: 'what-you-get',
          heading: 'What you get',
          blocks: [
            ul(
              'A review of your answers by a licensed clinician, who decides whether a prescription is safe and right for you.',
              'Your medication, shipped discreetly to your door by a licensed pharmacy.',
              chat
                ? 'Messages with your care team from your account, and follow-up visits to check how treatment is going.'
                : 'Follow-up visits to check how treatment is going.',
            ),
          ],
        },
        {
          id: 'prices',
          heading: 'Prices',
          blocks: [
            ...productList(rx),
            p(
              `Shipping is ${formatMoney(c.shippingPrice)} per order.${recurring ? ' Treatments are sent every month until you cancel; you can cancel from your account or by contacting us before your next shipment.' : ''} You are charged only if a clinician prescribes your treatment.`,
            ),
          ],
        },
        {
          id: 'privacy',
          heading: 'Your privacy',
          blocks: [
            p(
              'Your answers are health information. We use them to provide your care and protect them as described in our privacy policy.',
            ),
            { kind: 'links', links: [{ to: '/docs/privacy-policy', label: 'Read the privacy policy' }] },
          ],
        },
      ],
    },
    providers: {
      title: `${brand} providers`,
      lead: `Licensed U.S. clinicians make every treatment decision at ${brand}.`,
      sections: [
        {
          id: 'who-treats-you',
          heading: 'Who treats you',
          blocks: [
            p(
              'Your intake is reviewed by a physician, nurse practitioner or physician assistant who holds an active license in the state you live in. Their names and license details appear on your visit summary and prescription label.',
            ),
          ],
        },
        {
          id: 'how-clinicians-decide',
          heading: 'How clinicians decide',
          blocks: [
            ul(
              'They read your full questionnaire, including your medical history, current medicines and allergies.',
              'They may message you for more detail or photos before deciding.',
              'They prescribe only when the treatment is appropriate for you, and may recommend an in-person visit instead.',
              'No one at the company can overrule a clinical decision or pay a clinician per prescription.',
            ),
          ],
        },
        {
          id: 'pharmacies',
          heading: 'Pharmacies',
          blocks: [
            p(
              'Prescriptions are filled by state-licensed U.S. pharmacies. A pharmacist checks each prescription and is available to answer questions about your medication.',
            ),
          ],
        },
        {
          id: 'join-us',
          heading: 'Clinicians: work with us',
          blocks: [
            p(
              `Licensed clinicians interested in joining the ${brand} network can write to ${c.contact.email}.`,
            ),
          ],
        },
      ],
    },
    safety: {
      title: `Safety at ${brand}`,
      lead: 'What we do to keep treatment safe, and what you should know before you start.',
      sections: [
        {
          id: 'our-safeguards',
          heading: 'Our safeguards',
          blocks: [
            ul(
              'Questions that stop the visit when a treatment would not be safe for you, with an explanation of why.',
              'A licensed clinician reviews every request; nothing is prescribed automatically.',
              ...(idCheck
                ? ['Identity verification, so a prescription reaches the person it was written for.']
                : []),
              'Licensed pharmacies that check every prescription before it ships.',
            ),
          ],
        },
        {
          id: 'before-you-start',
          heading: 'Before you start',
          blocks: [
            ul(
              'Tell us about every medicine, vitamin and supplement you take, and any allergies.',
              'Tell us if you are pregnant, planning a pregnancy or breastfeeding.',
              'Read the leaflet that comes with your medication.',
            ),
          ],
        },
        {
          id: 'medication-safety',
          heading: 'Medication safety information',
          blocks: [
            p(
              'Full safety information for each of our treatments, including side effects and who should not use them:',
            ),
            {
              kind: 'links',
              links: [{ to: '/docs/safety-information', label: 'Read the safety information' }],
            },
          ],
        },
        {
          id: 'get-help',
          heading: 'Getting help',
          blocks: [
            p(
              `For a medical emergency call 911. For side effects or questions about treatment: ${supportLine(c)}`,
            ),
          ],
        },
      ],
    },
    telehealth: {
      title: `How telehealth works at ${brand}`,
      lead: 'A visit you can do from your phone in a few minutes, reviewed by a licensed clinician.',
      sections: [
        {
          id: 'steps',
          heading: 'Step by step',
          blocks: [
            ol(
              'Tell us a little about yourself and what you would like help with.',
              'Answer the medical questionnaire: your health, your history and the medicines you take. It takes about five minutes.',
              `Choose your treatment and check out. ${idCheck ? 'We verify your identity before the clinician reviews your visit.' : ''}`.trim(),
              'A licensed clinician reviews your answers, usually within one business day, and may message you with questions.',
              'If treatment is right for you, your prescription ships from a licensed pharmacy to your door.',
              chat
                ? 'Your care team stays available by message, and follow-up visits adjust your treatment as you go.'
                : 'Follow-up visits adjust your treatment as you go.',
            ),
          ],
        },
        {
          id: 'what-you-need',
          heading: 'What you need',
          blocks: [
            ul(
              'A phone or computer with an internet connection.',
              'A U.S. shipping address in a state we serve.',
              ...(idCheck ? ['A government-issued photo ID.'] : []),
              'A payment card. You are charged only if a clinician prescribes your treatment.',
            ),
          ],
        },
        {
          id: 'when-telehealth-is-not-right',
          heading: 'When telehealth is not right',
          blocks: [
            p(
              'Some conditions need an in-person exam. If your answers show that, the clinician will tell you and no charge is made. In an emergency, call 911.',
            ),
          ],
        },
      ],
    },
    terms: {
      title: `${brand} terms at a glance`,
      lead: 'The short version of the agreement you accept when you use our service.',
      sections: [
        {
          id: 'summary',
          heading: 'In short',
          blocks: [
            ul(
              'You must be 18 or older, live in a state we serve and give true, complete answers.',
              'A clinician decides whether to prescribe; paying does not guarantee a prescription.',
              recurring
                ? 'Treatments renew every month until you cancel. You can cancel any time before the next shipment.'
                : 'You pay for each order you place.',
              'The service is not for emergencies: call 911.',
            ),
          ],
        },
        {
          id: 'full-terms',
          heading: 'The full documents',
          blocks: [
            {
              kind: 'links',
              links: DOC_LINKS.map((link) => ({ ...link, label: `Read the ${link.label.toLowerCase()}` })),
            },
          ],
        },
      ],
    },
    thanks: {
      title: `Thank you for choosing ${brand}`,
      lead: 'We have your request. Here is what happens next.',
      sections: [
        {
          id: 'next-steps',
          heading: 'What happens next',
          blocks: [
            ol(
              'A licensed clinician reviews your answers, usually within one business day.',
              'We email you if the clinician needs anything else, and when your prescription is approved.',
              'Your treatment ships from a licensed pharmacy; tracking details follow by email.',
            ),
          ],
        },
        { id: 'questions', heading: 'Questions?', blocks: [p(supportLine(c))] },
      ],
    },
  };
}

function docPages(ctx: SiteContext): Record<DocSlug, SitePage> {
  const c = ctx.configurations;
  const brand = c.brandName;
  const recurring = ctx.products.some((product) => product.model);
  const note = `Last updated ${DOCS_LAST_UPDATED}`;
  return {
    'privacy-policy': {
      title: `${brand} privacy policy`,
      lead: `How ${c.legalName} ("${brand}", "we") collects, uses and protects your information when you use our website and telehealth service.`,
      note,
      tableOfContents: true,
      sections: [
        {
          id: 'information-we-collect',
          heading: 'Information we collect',
          blocks: [
            ul(
              'Contact and identity details: name, email, phone number, date of birth, shipping and billing address, and, when required, a photo of your ID.',
              'Health information: your questionnaire answers, photos you upload, messages with your care team, prescriptions and visit notes.',
              'Payment details: processed by our payment processor; we keep only the card brand, last four digits and expiry.',
              'Device and usage data: pages visited, browser type, IP address, cookies and the advertising click identifiers in the link you arrived from.',
            ),
          ],
        },
        {
          id: 'how-we-use-it',
          heading: 'How we use it',
          blocks: [
            ul(
              'To provide your care: clinician review, prescriptions, pharmacy fulfilment, shipping and follow-up visits.',
              'To run your account and subscription, take payments and answer support requests.',
              'To keep the service safe: verify identity, prevent fraud and meet legal duties.',
              'To improve the website and measure our advertising. We never use your health information for advertising.',
            ),
          ],
        },
        {
          id: 'health-information',
          heading: 'Your health information',
          blocks: [
            p(
              'Health information is shared only with the clinicians and pharmacies who treat you, the service providers who help us run the service under confidentiality agreements, and where the law requires it. We protect it as required by HIPAA and state health privacy laws.',
            ),
          ],
        },
        {
          id: 'sharing',
          heading: 'Who we share information with',
          blocks: [
            ul(
              'Licensed clinicians and pharmacies that provide your treatment.',
              'Payment processors, shipping carriers and identity verification services, for their part of your order.',
              'Hosting, email and customer support providers bound to use it only on our behalf.',
              'Authorities, when a valid legal request or a safety emergency requires it.',
            ),
            p('We do not sell your personal information.'),
          ],
        },
        {
          id: 'cookies',
          heading: 'Cookies and tracking',
          blocks: [
            p(
              'We use cookies to keep your visit and sign-in working (most expire after one hour), to remember your screen size for one year, and to measure which ads bring visitors. You can block cookies in your browser; parts of the visit and sign-in will then not work.',
            ),
          ],
        },
        {
          id: 'your-choices',
          heading: 'Your choices and rights',
          blocks: [
            ul(
              'See, correct or download the information we hold about you.',
              'Ask us to delete it, except records that the law requires us to keep (medical records and prescriptions are kept for the period state law sets).',
              'Stop marketing emails with the unsubscribe link in any of them.',
            ),
            p(`To make a request, email ${c.contact.email}. We answer within 30 days.`),
          ],
        },
        {
          id: 'security',
          heading: 'Security and retention',
          blocks: [
            p(
              'Information is encrypted in transit and access is limited to staff who need it for your care or account. We keep information only as long as needed for the purposes above or as the law requires.',
            ),
          ],
        },
        {
          id: 'children',
          heading: 'Children',
          blocks: [
            p(`${brand} is for adults 18 and older. We do not knowingly collect information from children.`),
          ],
        },
        {
          id: 'contact',
          heading: 'Contact',
          blocks: [p(supportLine(c)), p(`Mail: ${mailingAddress(c)}.`)],
        },
      ],
    },
    'safety-information': {
      title: `${brand} safety information`,
      lead: `Important safety information about the treatments prescribed through ${brand}. It does not replace the leaflet that comes with your medication or advice from your clinician or pharmacist.`,
      note,
      tableOfContents: true,
      sections: [
        ...medicationSafety(ctx),
        {
          id: 'general',
          heading: 'For every treatment',
          blocks: [
            ul(
              'Use your medication exactly as prescribed. Do not share it with anyone.',
              'Tell your clinician about every medicine and supplement you take, and about any change in your health.',
              'Keep medication out of reach of children and pets.',
            ),
          ],
        },
        {
          id: 'report-side-effects',
          heading: 'Reporting side effects',
          blocks: [
            p(`Tell your care team about side effects: ${supportLine(c)}`),
            p('You can also report side effects to the FDA at www.fda.gov/medwatch or 1-800-FDA-1088.'),
            p('For a medical emergency, call 911.'),
          ],
        },
      ],
    },
    'terms-of-service': {
      title: `${brand} terms of service`,
      lead: `These terms are an agreement between you and ${c.legalName} ("${brand}", "we"). By using our website or service you accept them.`,
      note,
      tableOfContents: true,
      sections: [
        {
          id: 'eligibility',
          heading: 'Eligibility',
          blocks: [
            ul(
              'You are at least 18 years old and live in a U.S. state we serve.',
              'The information you give is true and complete, and it is about you.',
              'You keep your sign-in details private and tell us of any unauthorised use of your account.',
            ),
          ],
        },
        {
          id: 'medical-services',
          heading: 'Medical services',
          blocks: [
            p(
              `${brand} connects you with independent licensed clinicians. They decide, using their own judgement, whether to prescribe; paying does not guarantee a prescription. The service is not for emergencies: call 911.`,
            ),
          ],
        },
        {
          id: 'orders-and-billing',
          heading: 'Orders, subscriptions and billing',
          blocks: [
            ul(
              'Prices are shown before you pay. You are charged when your order is placed; if the clinician does not prescribe, the charge is refunded.',
              `Shipping is ${formatMoney(c.shippingPrice)} per order.`,
              ...(recurring
                ? [
                    'Treatments sold as a subscription renew and ship every month at the price shown until you cancel. Cancel any time before the next renewal from your account or by contacting us.',
                  ]
                : []),
              'Prescription medication cannot be returned once shipped. If your order arrives damaged or wrong, contact us within 14 days and we will replace it or refund you.',
            ),
          ],
        },
        {
          id: 'acceptable-use',
          heading: 'Acceptable use',
          blocks: [
            ul(
              'Do not give false information, use another person’s identity, or try to obtain medication for someone else.',
              'Do not interfere with the service or try to reach data that is not yours.',
            ),
          ],
        },
        {
          id: 'liability',
          heading: 'Disclaimers and liability',
          blocks: [
            p(
              'The website content is general information, not medical advice. To the extent the law allows, our liability for any claim about the service is limited to the amount you paid us in the 12 months before the claim.',
            ),
          ],
        },
        {
          id: 'changes',
          heading: 'Changes and governing law',
          blocks: [
            p(
              `We may update these terms and will tell you by email or on this page before changes take effect. These terms are governed by the laws of the state of ${c.legalName}’s principal office (${c.companyAddress.city}, ${c.companyAddress.state}).`,
            ),
          ],
        },
        {
          id: 'contact',
          heading: 'Contact',
          blocks: [p(supportLine(c)), p(`Mail: ${mailingAddress(c)}.`)],
        },
      ],
    },
  };
}

export function infoPage(slug: InfoPageSlug, ctx: SiteContext): SitePage {
  return infoPages(ctx)[slug];
}

export function docPage(slug: DocSlug, ctx: SiteContext): SitePage {
  return docPages(ctx)[slug];
}
