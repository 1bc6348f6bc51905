import { formatUsPhone } from '@telehealth/engine';
import type { BrandConfig } from '@telehealth/schemas';

import type { EmailContent } from './email-content.js';
import { html, type SafeHtml } from './safe-html.js';

/** What an email takes from its tenant: name, colours, fonts, company address and contact. */
export interface EmailBrand {
  name: string;
  legalName: string;
  colors: {
    primary: string;
    primaryContrast: string;
    background: string;
    surface: string;
    text: string;
    textMuted: string;
    border: string;
  };
  fonts: { body: string; heading: string };
  address: string[];
  contact: { email: string; phone: string; hours: string };
  /** The `cid:` of the logo attached to the email, or null to show the brand name instead. */
  logoCid: string | null;
}

export function emailBrand(
  brandConfig: BrandConfig,
  fallbackName: string,
  logoCid: string | null,
): EmailBrand {
  const { theme, configurations } = brandConfig;
  const address = configurations.companyAddress;
  return {
    name: configurations.brandName || fallbackName,
    legalName: configurations.legalName,
    colors: {
      primary: theme.colors.primary ?? '#1f2937',
      primaryContrast: theme.colors.primaryContrast ?? '#ffffff',
      background: theme.colors.background ?? '#f5f5f5',
      surface: theme.colors.surface ?? '#ffffff',
      text: theme.colors.text ?? '#111827',
      textMuted: theme.colors.textMuted ?? '#4b5563',
      border: theme.colors.border ?? '#d1d5db',
    },
    fonts: {
      body: theme.fonts?.body ?? 'Helvetica, Arial, sans-serif',
      heading: theme.fonts?.heading ?? theme.fonts?.body ?? 'Helvetica, Arial, sans-serif',
    },
    address: [
      [address.line1, address.line2].filter(Boolean).join(', '),
      `${address.city}, ${address.state} ${address.postalCode}`,
    ],
    contact: {
      email: configurations.contact.email,
      phone: formatUsPhone(configurations.contact.phone),
      hours: configurations.contact.hours,
    },
    logoCid,
  };
}

export interface RenderedEmail {
  html: string;
  text: string;
}

/** The HTML (MJML, so it holds up in Outlook and Gmail) and the plain-text part of an email. */
export async function renderEmail(
  subject: string,
  content: EmailContent,
  brand: EmailBrand,
): Promise<RenderedEmail> {
  // Loaded on first use: MJML and its CSS tools take seconds to import, which the API's start-up should not wait for.
  const { default: mjml2html } = await import('mjml');
  const result = await mjml2html(mjmlOf(subject, content, brand).value, {
    validationLevel: 'strict',
    // No web fonts: the tenant's font stacks are system fonts, and nothing is fetched when the email opens.
    fonts: {},
    keepComments: false,
  });
  return { html: result.html, text: plainText(content, brand) };
}

function mjmlOf(subject: string, content: EmailContent, brand: EmailBrand): SafeHtml {
  const { colors, fonts } = brand;
  const paragraphs = (list: string[] | undefined) =>
    (list ?? []).filter(Boolean).map((p) => html`<mj-text>${p}</mj-text>`);
  const table =
    content.lines && content.lines.length > 0
      ? html`<mj-table color="${colors.text}" font-size="15px" cellpadding="6px" padding="8px 0">
          ${content.lines.map(
            (line) =>
              html`<tr style="border-bottom:1px solid ${colors.border}">
                <td>${line.label}</td>
                <td style="text-align:right;white-space:nowrap">${line.value}</td>
              </tr>`,
          )}
          ${
            content.total
              ? html`<tr>
                  <td style="font-weight:700">${content.total.label}</td>
                  <td style="text-align:right;font-weight:700;white-space:nowrap">${content.total.value}</td>
                </tr>`
              : null
          }
        </mj-table>`
      : null;
  const masthead = brand.logoCid
    ? html`<mj-image src="cid:${brand.logoCid}" alt="${brand.name}" width="180px" align="left" padding="0" />`
    : html`<mj-text
        font-family="${fonts.heading}"
        font-size="22px"
        font-weight="700"
        color="${colors.primary}"
        padding="0"
        >${brand.name}</mj-text
      >`;
  return html`<mjml lang="en">
    <mj-head>
      <mj-title>${subject}</mj-title>
      <mj-preview>${content.preheader}</mj-preview>
      <mj-attributes>
        <mj-all font-family="${fonts.body}" />
        <mj-text color="${colors.text}" font-size="16px" line-height="1.5" padding="8px 0" />
      </mj-attributes>
    </mj-head>
    <mj-body background-color="${colors.background}" width="600px">
      <mj-section
        padding="24px 24px 12px"
        border-top="6px solid ${colors.primary}"
        background-color="${colors.surface}"
      >
        <mj-column>${masthead}</mj-column>
      </mj-section>
      <mj-section padding="12px 24px 24px" background-color="${colors.surface}">
        <mj-column>
          <mj-text font-family="${fonts.heading}" font-size="24px" font-weight="700" line-height="1.3"
            >${content.heading}</mj-text
          >
          ${paragraphs(content.paragraphs)} ${table} ${paragraphs(content.afterLines)}
          <mj-button
            href="${content.action.url}"
            background-color="${colors.primary}"
            color="${colors.primaryContrast}"
            font-size="16px"
            font-weight="700"
            border-radius="8px"
            inner-padding="14px 28px"
            padding="16px 0"
            align="left"
            >${content.action.label}</mj-button
          >
          ${paragraphs(content.after)}
        </mj-column>
      </mj-section>
      <mj-section padding="16px 24px">
        <mj-column>
          <mj-text font-size="13px" line-height="1.5" color="${colors.textMuted}">
            ${brand.legalName}<br />${brand.address.map((line, i) => html`${i > 0 ? html`<br />` : null}${line}`)}<br />
            <a href="mailto:${brand.contact.email}" style="color:${colors.textMuted}"
              >${brand.contact.email}</a
            >
            · ${brand.contact.phone}<br />${brand.contact.hours}
          </mj-text>
          <mj-text font-size="12px" color="${colors.textMuted}">${content.reason}</mj-text>
        </mj-column>
      </mj-section>
    </mj-body>
  </mjml>`;
}

/** The plain-text part: the same words, the link written out. */
function plainText(content: EmailContent, brand: EmailBrand): string {
  const blocks: string[] = [content.heading, ...content.paragraphs.filter(Boolean)];
  if (content.lines && content.lines.length > 0) {
    const rows = content.lines.map((line) => `${line.label}: ${line.value}`);
    if (content.total) rows.push(`${content.total.label}: ${content.total.value}`);
    blocks.push(rows.join('\n'));
  }
  blocks.push(...(content.afterLines ?? []).filter(Boolean));
  blocks.push(`${content.action.label}:\n${content.action.url}`);
  blocks.push(...(content.after ?? []).filter(Boolean));
  blocks.push(
    [
      '--',
      brand.legalName,
      ...brand.address,
      `${brand.contact.email} · ${brand.contact.phone}`,
      brand.contact.hours,
      '',
      content.reason,
    ].join('\n'),
  );
  return `${blocks.join('\n\n')}\n`;
}
