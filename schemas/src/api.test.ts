import { describe, expect, it } from 'vitest';

import { advData, completedOrder, newOrder, product, question, startData } from './__fixtures__/examples.js';
import { validate, type SchemaName } from './index.js';

function issuesOf(name: SchemaName, data: unknown) {
  const result = validate(name, data);
  if (result.ok) throw new Error(`${name} unexpectedly valid: ${JSON.stringify(data)}`);
  return result.issues;
}

describe('catalogue responses', () => {
  it('GET /api/products and /api/products/{medId}', () => {
    expect(validate('ProductListResponse', [product]).ok).toBe(true);
    expect(validate('ProductResponse', product).ok).toBe(true);
    const { med: _m, ...withoutMed } = product;
    expect(issuesOf('ProductResponse', withoutMed)).toEqual([{ path: '/med', message: 'is required' }]);
    expect(issuesOf('ProductListResponse', [product, { ...product, price: 'free' }])).toEqual([
      { path: '/1/price', message: 'must be number' },
    ]);
    expect(validate('ProductPathParams', { medId: '101' }).ok).toBe(true);
    expect(issuesOf('ProductPathParams', { medId: '0101' })[0]?.path).toBe('/medId');
  });

  it('GET /api/flows rows', () => {
    const rows = [
      { version: 'v2', step: 'home', path: '/start/lead-qualify' },
      { version: 'v2', step: 'questions', path: '/question/4' },
      { version: 'v1', step: 'followup', path: '/followup' },
    ];
    expect(validate('FlowRowsResponse', rows).ok).toBe(true);
    expect(validate('FlowRow', rows[0]).ok).toBe(true);
    expect(issuesOf('FlowRow', { version: 2, step: 'checkout', path: 'start' })).toEqual([
      { path: '/version', message: 'must be string' },
      { path: '/step', message: 'must be one of "home", "questions", "followup"' },
      { path: '/path', message: 'must match pattern "^/[A-Za-z0-9/_\\-{}.]*$"' },
    ]);
    expect(issuesOf('FlowRowsResponse', [{ version: 'v0', step: 'home', path: '/' }])).toEqual([
      { path: '/0/version', message: 'must match pattern "^v[1-9][0-9]*$"' },
    ]);
  });

  it('GET /api/questions: query and tenant-stamped questions', () => {
    expect(validate('QuestionsQuery', { isFollowup: 'false' }).ok).toBe(true);
    expect(issuesOf('QuestionsQuery', { isFollowup: '1' })).toEqual([
      { path: '/isFollowup', message: 'must be one of "true", "false"' },
    ]);
    expect(issuesOf('QuestionsQuery', {})).toEqual([{ path: '/isFollowup', message: 'is required' }]);
    expect(validate('QuestionListResponse', [question]).ok).toBe(true);
    const { tenant_id: _t, ...unstamped } = question;
    expect(issuesOf('QuestionListResponse', [question, unstamped])).toEqual([
      { path: '/1/tenant_id', message: 'is required' },
    ]);
  });

  it('GET /api/states and /api/user/info', () => {
    expect(validate('StateListResponse', [{ stateCode: 'OR', name: 'Oregon' }]).ok).toBe(true);
    expect(issuesOf('StateListResponse', [{ stateCode: 'Oregon', name: 'Oregon' }])[0]?.path).toBe(
      '/0/stateCode',
    );
    expect(
      validate('UserInfoResponse', { user_agent: advData.user_agent, ip_address: '198.51.100.7' }).ok,
    ).toBe(true);
    expect(issuesOf('UserInfoResponse', { user_agent: 'x' })).toEqual([
      { path: '/ip_address', message: 'is required' },
    ]);
  });

  it('GET /api/tenant returns tenantId and config.brandConfig', () => {
    const brandConfig = {
      theme: {
        colors: { primary: '#0f766e' },
        fonts: { body: 'Inter, sans-serif' },
        radii: { card: '12px' },
      },
      configurations: {
        brandName: 'FungAid',
        legalName: 'FungAid Health LLC',
        companyAddress: { line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701' },
        contact: { email: 'care@fungaid.example', phone: '5125550100', hours: 'Mon-Fri 9-5 CT' },
        logos: { primary: '/api/assets/6/logo.svg', mark: '/api/assets/6/mark.svg' },
        homePage: '/start/lead-qualify',
        defaultMedId: 101,
        productPageLink: '/products/regular-strength-fungaid-01',
        trackingHost: 'track.fungaid.example',
        productImages: { 'fungaid-regular': { front: '/api/assets/6/regular-front.png' } },
        routeRules: [],
        shippingPrice: 4.99,
      },
      meta: { app: { head: { title: 'FungAid' } } },
    };
    expect(validate('TenantResponse', { tenantId: 6, config: { brandConfig } }).ok).toBe(true);
    const { theme: _theme, ...themeless } = brandConfig;
    expect(issuesOf('TenantResponse', { tenantId: 6, config: { brandConfig: themeless } })).toEqual([
      { path: '/config/brandConfig/theme', message: 'is required' },
    ]);
    expect(issuesOf('TenantResponse', { config: { brandConfig } })).toEqual([
      { path: '/tenantId', message: 'is required' },
    ]);
  });
});

describe('tenant resolution', () => {
  it('GET /api/tenant/resolve?host= maps a storefront host to its tenant', () => {
    for (const host of ['patient.fungaid.com', 'staging.patient.fungaid.com', 'fungaid.localhost']) {
      expect(validate('TenantResolutionQuery', { host }).ok, host).toBe(true);
    }
    expect(issuesOf('TenantResolutionQuery', { host: 'https://patient.fungaid.com/' })).toEqual([
      { path: '/host', message: 'must match format "hostname"' },
    ]);
    expect(issuesOf('TenantResolutionQuery', {})).toEqual([{ path: '/host', message: 'is required' }]);
    expect(validate('TenantResolutionResponse', { tenantId: 7 }).ok).toBe(true);
    expect(issuesOf('TenantResolutionResponse', { tenantId: '7' })).toEqual([
      { path: '/tenantId', message: 'must be integer' },
    ]);
  });
});

describe('order calls', () => {
  it('GET /api/order/created takes either created or userId, not both', () => {
    expect(validate('OrderCreatedQuery', { created: newOrder.created }).ok).toBe(true);
    expect(validate('OrderCreatedQuery', { userId: '5120' }).ok).toBe(true);
    expect(issuesOf('OrderCreatedQuery', {})).toEqual([
      { path: '/created', message: 'is required' },
      { path: '/userId', message: 'is required' },
    ]);
    expect(issuesOf('OrderCreatedQuery', { created: newOrder.created, userId: '5120' })).toEqual([
      { path: '/userId', message: 'is not an allowed property' },
      { path: '/created', message: 'is not an allowed property' },
    ]);
    expect(issuesOf('OrderCreatedQuery', { userId: 'abc' })).toEqual([
      { path: '/created', message: 'is required' },
      { path: '/userId', message: 'is not an allowed property' },
      {
        path: '/userId',
        message: expect.stringMatching(/^must match pattern "\^\(\?:\[1-9\]\[0-9\]\{0,8\}\|/),
      },
    ]);
    expect(issuesOf('OrderCreatedQuery', 'created=abc')).toEqual([{ path: '', message: 'must be object' }]);
  });

  it('GET /api/order/created?created= returns what a resume needs', () => {
    const o = completedOrder;
    const body = {
      orderId: o.orderId,
      created: o.created,
      flowVersion: o.flowVersion,
      revision: 4,
      state: 'checkout',
      startData: o.startData,
      advData: o.advData,
      quizData: o.quizData,
      selectedProduct: o.selectedProduct,
      payment: o.payment,
      shipping: o.shipping,
      userId: o.userId,
      beluga: o.beluga,
    };
    expect(validate('OrderByCreatedResponse', body).ok).toBe(true);
    expect(
      validate('OrderByCreatedResponse', {
        ...body,
        payment: null,
        shipping: null,
        userId: null,
        beluga: null,
      }).ok,
    ).toBe(true);
    expect(issuesOf('OrderResume', { ...body, prescription: null, startData: { x: 1 } })).toEqual([
      { path: '/prescription', message: 'is not an allowed property' },
      { path: '/startData/x', message: 'property name must match pattern "^[1-9][0-9]*$"' },
      { path: '/startData/x', message: 'must be object' },
    ]);
  });

  it('GET /api/order/created?userId= returns full orders', () => {
    expect(validate('OrdersByUserResponse', [completedOrder, newOrder]).ok).toBe(true);
    expect(issuesOf('OrdersByUserResponse', [{ ...newOrder, tenant_id: 0 }])).toEqual([
      { path: '/0/tenant_id', message: 'must be >= 1' },
    ]);
  });

  it('GET /api/order/orderId/{id} returns follow-up data', () => {
    const o = completedOrder;
    const body = {
      orderId: o.orderId,
      created: o.created,
      userId: o.userId,
      selectedProduct: o.selectedProduct,
      shipping: o.shipping,
      prescription: o.prescription,
      orderData: o.orderData,
      purchaseData: o.purchaseData,
      beluga: o.beluga,
      followup: {
        orderId: o.orderId,
        phase: 'due',
        reason: null,
        billDate: '2026-12-20',
        opensOn: '2026-12-13',
        completedAt: null,
      },
    };
    expect(validate('FollowupOrderResponse', body).ok).toBe(true);
    expect(
      issuesOf('FollowupOrderResponse', { ...body, followup: { ...body.followup, phase: 'late' } }),
    ).toEqual([
      {
        path: '/followup/phase',
        message: 'must be one of "none", "upcoming", "due", "overdue", "under_review", "completed"',
      },
    ]);
    const { beluga: _b, ...withoutVisit } = body;
    expect(issuesOf('FollowupOrderResponse', withoutVisit)).toEqual([
      { path: '/beluga', message: 'is required' },
    ]);
    expect(validate('OrderIdPathParams', { id: 'TH6-100234' }).ok).toBe(true);
    expect(issuesOf('OrderIdPathParams', { id: '../etc' })[0]?.path).toBe('/id');
  });

  it('GET /api/konnektive/get-recurring-orderfrom-new-sale/{id} returns data.orderId', () => {
    expect(validate('RecurringOrderResponse', { data: { orderId: 'TH6-100301' } }).ok).toBe(true);
    expect(issuesOf('RecurringOrderResponse', { orderId: 'TH6-100301' })).toEqual([
      { path: '/data', message: 'is required' },
      { path: '/orderId', message: 'is not an allowed property' },
    ]);
  });

  it('POST /api/order/create', () => {
    // A new intake needs a created value as strong as the storefront's (10 random characters at least).
    expect(validate('CreateOrderRequest', { created: '1740837912000-k3j9x2ab4q', advData }).ok).toBe(true);
    expect(issuesOf('CreateOrderRequest', { created: newOrder.created, advData })).toEqual([
      { path: '/created', message: 'must NOT have fewer than 24 characters' },
      { path: '/created', message: 'must match pattern "-[0-9a-z]{10,}$"' },
    ]);
    expect(issuesOf('CreateOrderRequest', { advData: { ...advData, version: 'v9' }, userId: 1 })).toEqual([
      { path: '/created', message: 'is required' },
      { path: '/userId', message: 'is not an allowed property' },
      { path: '/advData/version', message: 'must be one of "v2", "v3"' },
    ]);
    expect(
      validate('CreateOrderResponse', {
        orderId: 'TH6-100234',
        created: newOrder.created,
        flowVersion: 2,
        revision: 1,
        state: 'q1',
      }).ok,
    ).toBe(true);
    expect(
      issuesOf('CreateOrderResponse', {
        orderId: 'TH6-100234',
        created: newOrder.created,
        revision: 1,
        state: 'q1',
      }),
    ).toEqual([{ path: '/flowVersion', message: 'is required' }]);
    expect(
      issuesOf('CreateOrderResponse', {
        orderId: 'TH6-100234',
        created: newOrder.created,
        flowVersion: 2,
        revision: 0,
        state: 'leadIntro',
      }),
    ).toEqual([
      { path: '/revision', message: 'must be >= 1' },
      { path: '/state', message: 'must match pattern "^(q[1-9][0-9]*|checkout|stop[1-9][0-9]*)$"' },
    ]);
  });

  it('POST /api/order/update writes only the allowed columns, at least one', () => {
    const created = newOrder.created;
    expect(validate('UpdateOrderRequest', { created, columns: { startData } }).ok).toBe(true);
    expect(validate('UpdateOrderRequest', { created, columns: { quizData: { '1': 'Yes' } } }).ok).toBe(true);
    expect(
      validate('UpdateOrderRequest', {
        created,
        columns: { startData, agentId: 17, agentCompletionDate: '2025-03-01T14:32:40.000Z' },
      }).ok,
    ).toBe(true);
    expect(issuesOf('UpdateOrderRequest', { columns: { startData } })).toEqual([
      { path: '/created', message: 'is required' },
    ]);
    expect(issuesOf('UpdateOrderRequest', { created, columns: {} })).toEqual([
      { path: '/columns', message: 'must NOT have fewer than 1 properties' },
    ]);
    expect(issuesOf('UpdateOrderRequest', { created, columns: { userId: 1, payment: null } })).toEqual([
      { path: '/columns/userId', message: 'is not an allowed property' },
      { path: '/columns/payment', message: 'is not an allowed property' },
    ]);
    expect(issuesOf('UpdateOrderRequest', { created, columns: { agentId: 17 } })).toEqual([
      { path: '/columns/agentCompletionDate', message: 'is required when agentId is present' },
    ]);
    expect(
      issuesOf('UpdateOrderRequest', { created, columns: { agentId: 17, agentCompletionDate: 'yesterday' } }),
    ).toEqual([{ path: '/columns/agentCompletionDate', message: 'must match format "date-time"' }]);
    expect(
      issuesOf('UpdateOrderRequest', {
        created,
        columns: { startData: { '3': { value: null, question: 'Q' } } },
      }),
    ).toEqual([
      { path: '/columns/startData/3/value', message: 'must be string, number, boolean, array or object' },
    ]);
    expect(
      validate('UpdateOrderResponse', {
        orderId: 'TH6-100234',
        created,
        updatedAt: '2025-03-01T14:06:00Z',
        revision: 2,
        state: 'stop7',
      }).ok,
    ).toBe(true);
  });
});

describe('other calls', () => {
  it('POST /api/klaviyo/intake needs an email and a restoresession link', () => {
    const body = {
      email: 'dana.whitfield@example.com',
      recoverLink: 'https://patient.fungaid.com/?restoresession=1740837912000-k3j9x2',
    };
    expect(validate('KlaviyoIntakeRequest', body).ok).toBe(true);
    for (const link of [
      'http://fungaid.localhost:5173/start/lead-intro?restoresession=abc',
      'https://staging.patient.fungaid.com/?utm_source=email&restoresession=abc&x=1',
    ]) {
      expect(validate('RecoverLink', link).ok, link).toBe(true);
    }
    for (const link of [
      'https://patient.fungaid.com/',
      'https://patient.fungaid.com/?restoresession=',
      'https://patient.fungaid.com/?xrestoresession=abc',
      'javascript:alert(1)?restoresession=abc',
      '/start?restoresession=abc',
    ]) {
      expect(validate('RecoverLink', link).ok, link).toBe(false);
    }
    expect(
      issuesOf('KlaviyoIntakeRequest', { email: 'nope', recoverLink: 'https://patient.fungaid.com/' }),
    ).toEqual([
      { path: '/email', message: 'must match format "email"' },
      {
        path: '/recoverLink',
        message: expect.stringMatching(/^must match pattern "/) as unknown as string,
      },
    ]);
    expect(validate('KlaviyoIntakeResponse', { queued: true }).ok).toBe(true);
  });

  it('PUT /api/chat/read/{id} answers with one of the two spec messages', () => {
    expect(validate('ChatReadResponse', { message: 'Messages marked as read' }).ok).toBe(true);
    expect(validate('ChatReadResponse', { message: 'No unread messages found for this user' }).ok).toBe(true);
    expect(issuesOf('ChatReadResponse', { message: 'ok' })).toEqual([
      {
        path: '/message',
        message: 'must be one of "Messages marked as read", "No unread messages found for this user"',
      },
    ]);
    expect(validate('UserIdPathParams', { id: '5120' }).ok).toBe(true);
    expect(issuesOf('UserIdPathParams', { id: '-1' })[0]?.path).toBe('/id');
  });

  it('file upload returns the stored file, usable as a file_upload answer', () => {
    const file = {
      fileId: 'f_01HQ3ZK8',
      name: 'photo-id.jpg',
      contentType: 'image/jpeg',
      size: 482113,
      url: '/api/uploads/f_01HQ3ZK8',
    };
    expect(validate('UploadResponse', file).ok).toBe(true);
    expect(validate('AnswerValue', [file]).ok).toBe(true);
    const { url: _u, ...withoutUrl } = file;
    expect(issuesOf('UploadResponse', { ...withoutUrl, size: -1, contentType: 'JPEG' })).toEqual([
      { path: '/url', message: 'is required' },
      { path: '/contentType', message: 'must match pattern "^[a-z]+/[a-z0-9.+-]+$"' },
      { path: '/size', message: 'must be >= 0' },
    ]);
  });

  it('errors name each invalid field', () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid UpdateOrderRequest',
      code: 'VALIDATION_FAILED',
      errors: [{ path: '/created', message: 'is required' }],
    };
    expect(validate('ErrorResponse', body).ok).toBe(true);
    expect(
      validate('ErrorResponse', {
        statusCode: 400,
        error: 'Bad Request',
        code: 'ORDER_CREATED_MISSING',
        message: 'Missing required order creation data.',
      }).ok,
    ).toBe(true);
    // Every error has a code: one of its own, else its status's (NOT_FOUND).
    expect(
      issuesOf('ErrorResponse', { statusCode: 404, error: 'Not Found', message: 'Unknown order: 5' }),
    ).toEqual([{ path: '/code', message: 'is required' }]);
    expect(
      issuesOf('ErrorResponse', {
        ...body,
        statusCode: 200,
        code: 'bad code',
        errors: [{ path: 'created' }],
      }),
    ).toEqual([
      { path: '/statusCode', message: 'must be >= 400' },
      {
        path: '/code',
        message: expect.stringMatching(/^must be one of "VALIDATION_FAILED", "RATE_LIMITED", /),
      },
      { path: '/errors/0/message', message: 'is required' },
      { path: '/errors/0/path', message: 'must match pattern "^(/[\\s\\S]*)?$"' },
    ]);
  });

  it('an issue path is a JSON pointer, whatever characters the property name holds', () => {
    for (const path of ['', '/created', '/startData/1/value', '/\n', '/a\r\nb']) {
      expect(validate('SchemaIssue', { path, message: 'is not an allowed property' }).ok).toBe(true);
    }
  });

  it('the API client describes a failed request', () => {
    const failure = {
      status: 502,
      statusText: 'Bad Gateway',
      url: '/api/tenant',
      error: { message: 'upstream' },
    };
    expect(validate('RequestFailure', failure).ok).toBe(true);
    expect(issuesOf('RequestFailure', { status: 502, url: '/api/tenant' }).map((i) => i.path)).toEqual([
      '/statusText',
      '/error',
    ]);
  });
});
