import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime, formatMoney } from '@telehealth/engine';
import type { ChatInboxThread, ChatMessage } from '@telehealth/schemas';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';

import { useAdminApi } from '../api/admin-api';
import { useAdminLive, type InboxLiveState } from '../api/admin-live';
import { failureStatus } from '../api/failure';
import { ListFilters, Pager } from './list-controls';
import { apiListQuery, readListQuery, writeListQuery, type ListQuery } from './list-query';
import { ErrorAlert, QueryStatus } from './status-views';
import './inbox.css';

const PAGE_SIZE = 20;
/** How often the inbox is refetched while its live stream is down. */
export const INBOX_POLL_MS = 10_000;
const UNREAD_FILTERS = [{ value: 'true', label: 'Unread only' }] as const;
const UNREAD_VALUES = UNREAD_FILTERS.map((option) => option.value);

/** The inbox's query keys: every list page and open thread under one prefix, refetched together on live events. */
const inboxKeys = {
  all: ['admin', 'inbox'] as const,
  list: (query: ListQuery) => [...inboxKeys.all, 'list', query] as const,
  thread: (threadId: string) => [...inboxKeys.all, 'thread', threadId] as const,
  messages: (threadId: string) => [...inboxKeys.all, 'messages', threadId] as const,
};

/** Who wrote a message, as the care team reads it. */
export function senderLabel(senderRole: number): string {
  return senderRole === 1 ? 'Customer' : 'Care team';
}

/**
 * Listens to the care team's live events while mounted (new messages and read marks of any thread): the inbox's
 * lists and open thread refetch. Answers how live it is; `polling` when the host gives no stream or it is down.
 */
function useInboxLive(): InboxLiveState {
  const live = useAdminLive();
  const queryClient = useQueryClient();
  const [state, setState] = useState<InboxLiveState>(live ? 'connecting' : 'polling');
  useEffect(() => {
    if (!live) return undefined;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
    return live.subscribeInbox({ message: refetch, read: refetch, resync: refetch }, setState);
  }, [live, queryClient]);
  return live ? state : 'polling';
}

/**
 * /admin/inbox and /admin/inbox/:threadId: the care team's inbox. The threads of every customer of the tenant, most
 * recently active first, with unread badges, a search by customer and an unread filter (state in the URL); beside
 * it (below it at phone width, with a way back) the open thread, its reply box and the customer's orders and
 * subscriptions. New messages and read marks arrive live from the API's event stream.
 */
export function InboxPage() {
  const { threadId } = useParams();
  const [search] = useSearchParams();
  const liveState = useInboxLive();
  const poll = liveState === 'live' ? false : INBOX_POLL_MS;
  const listSearch = search.toString();
  return (
    <div className={`inbox${threadId ? ' inbox--thread-open' : ''}`}>
      <section className="inbox__list" aria-labelledby="admin-inbox-heading">
        <h1 id="admin-inbox-heading">Inbox</h1>
        {liveState === 'polling' ? (
          <p className="admin-muted" role="status">
            Live updates are paused; the inbox refreshes every {INBOX_POLL_MS / 1000} seconds.
          </p>
        ) : null}
        <InboxList openThreadId={threadId} poll={poll} />
      </section>
      {threadId ? (
        <ThreadView
          key={threadId}
          threadId={threadId}
          backTo={`/admin/inbox${listSearch ? `?${listSearch}` : ''}`}
          poll={poll}
        />
      ) : (
        <p className="inbox__empty admin-muted">Choose a conversation to read it and reply.</p>
      )}
    </div>
  );
}

function InboxList({ openThreadId, poll }: { openThreadId: string | undefined; poll: number | false }) {
  const api = useAdminApi();
  const [search, setSearch] = useSearchParams();
  const query = readListQuery(search, 'unread', UNREAD_VALUES);
  const setQuery = (next: ListQuery) => setSearch(writeListQuery(next, 'unread'));
  const threads = useQuery({
    queryKey: inboxKeys.list(query),
    queryFn: () => api.call('GET /api/chat/inbox', { query: apiListQuery(query, 'unread', PAGE_SIZE) }),
    placeholderData: keepPreviousData,
    refetchInterval: poll,
  });
  const listSearch = search.toString();
  return (
    <>
      <ListFilters
        key={listSearch}
        query={query}
        searchLabel="Search by customer email, name or id"
        filterLabel="Show"
        filterOptions={UNREAD_FILTERS}
        onChange={setQuery}
      />
      <QueryStatus query={threads} what="conversations" />
      {threads.data ? (
        threads.data.items.length === 0 ? (
          <p role="status">{query.q || query.filter ? 'No conversations match.' : 'No conversations yet.'}</p>
        ) : (
          <>
            <ul className="inbox__threads" aria-label="Conversations, most recent first">
              {threads.data.items.map((thread) => (
                <li key={thread.id}>
                  <ThreadRow
                    thread={thread}
                    to={`/admin/inbox/${thread.id}${listSearch ? `?${listSearch}` : ''}`}
                    current={String(thread.id) === openThreadId}
                  />
                </li>
              ))}
            </ul>
            <Pager
              page={threads.data.page}
              total={threads.data.total}
              pageSize={threads.data.pageSize}
              label="Conversation pages"
              onPage={(page) => setQuery({ ...query, page })}
            />
          </>
        )
      ) : null}
    </>
  );
}

function ThreadRow({ thread, to, current }: { thread: ChatInboxThread; to: string; current: boolean }) {
  const who = thread.customer.name ?? thread.customer.email;
  return (
    <Link
      to={to}
      className={`inbox__thread${thread.unreadCount > 0 ? ' inbox__thread--unread' : ''}`}
      aria-current={current ? 'page' : undefined}
      data-thread-id={thread.id}
    >
      <span className="inbox__thread-head">
        <span className="inbox__customer">{who}</span>
        {thread.unreadCount > 0 ? (
          <span className="admin-badge admin-badge--red" data-testid="unread-badge">
            {thread.unreadCount} unread
          </span>
        ) : null}
      </span>
      {thread.customer.name ? (
        <span className="admin-muted inbox__email">{thread.customer.email}</span>
      ) : null}
      <span className="inbox__subject">{thread.subject}</span>
      {thread.lastMessage ? (
        <span className="inbox__preview">
          {thread.lastMessage.senderRole === 1 ? '' : 'You: '}
          {thread.lastMessage.preview}
        </span>
      ) : null}
      <span className="admin-muted inbox__time">
        <time dateTime={thread.lastMessageAt}>{formatDateTime(thread.lastMessageAt)}</time>
      </span>
    </Link>
  );
}

function ThreadView({ threadId, backTo, poll }: { threadId: string; backTo: string; poll: number | false }) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const thread = useQuery({
    queryKey: inboxKeys.thread(threadId),
    queryFn: async () => (await api.call('GET /api/chat/inbox', { query: { threadId } })).items[0] ?? null,
    refetchInterval: poll,
  });
  const messages = useQuery({
    queryKey: inboxKeys.messages(threadId),
    queryFn: () => api.call('GET /api/chat/threads/{id}/messages', { params: { id: threadId } }),
    refetchInterval: poll,
  });
  const customer = thread.data?.customer;

  // Opening the thread (and every customer message arriving while it is open) reads it for the care team.
  const newestUnread = messages.data?.findLast((m) => m.senderRole === 1 && m.readAt === null)?.id;
  const marked = useRef<number | null>(null);
  const markRead = useMutation({
    mutationFn: (customerId: number) =>
      api.call('PUT /api/chat/read/{id}', { params: { id: String(customerId) }, query: { threadId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (customer === undefined || newestUnread === undefined || marked.current === newestUnread) return;
    marked.current = newestUnread;
    mark(customer.id);
  }, [customer, newestUnread, mark]);

  const headingId = useId();
  return (
    <section className="inbox__thread-view" aria-labelledby={headingId}>
      <p className="inbox__back">
        <Link to={backTo}>← All conversations</Link>
      </p>
      {thread.isSuccess && thread.data === null ? (
        <>
          <h2 id={headingId}>Conversation not found</h2>
          <p role="status">This conversation does not exist in this store.</p>
        </>
      ) : (
        <>
          <h2 id={headingId}>{thread.data ? thread.data.subject : `Conversation ${threadId}`}</h2>
          {customer ? (
            <p className="admin-muted">
              With {customer.name ? `${customer.name} · ` : ''}
              {customer.email} · <Link to={`/admin/user/${customer.id}`}>Customer page</Link>
            </p>
          ) : null}
          <QueryStatus query={thread} what="conversation" />
          {markRead.isError ? (
            <ErrorAlert error={markRead.error} what="The conversation could not be marked read" />
          ) : null}
          <div className="inbox__conversation">
            <div className="inbox__messages-column">
              <QueryStatus query={messages} what="messages" />
              {messages.data ? <MessageList messages={messages.data} /> : null}
              <ReplyForm threadId={threadId} />
            </div>
            {customer ? <CustomerAside customerId={customer.id} email={customer.email} /> : null}
          </div>
        </>
      )}
    </section>
  );
}

function MessageList({ messages }: { messages: ChatMessage[] }) {
  if (messages.length === 0) return <p role="status">No messages yet.</p>;
  return (
    <ol className="inbox__messages" aria-label="Messages, oldest first">
      {messages.map((message) => {
        const fromCustomer = message.senderRole === 1;
        return (
          <li
            key={message.id}
            className={`inbox__message ${fromCustomer ? 'inbox__message--customer' : 'inbox__message--team'}`}
          >
            <p className="inbox__message-meta">
              <strong>{senderLabel(message.senderRole)}</strong>{' '}
              <time dateTime={message.sentAt} className="admin-muted">
                {formatDateTime(message.sentAt)}
              </time>
            </p>
            <p className="inbox__message-body">{message.body}</p>
            {message.attachments.length > 0 ? (
              <ul className="inbox__attachments" aria-label="Attachments">
                {message.attachments.map((file) => (
                  <li key={file.fileId}>
                    <a href={file.url} target="_blank" rel="noreferrer">
                      {file.name}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** The reply box: Enter (or the button) sends, Shift+Enter is a new line; on failure the text stays. */
function ReplyForm({ threadId }: { threadId: string }) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [text, setText] = useState('');
  const send = useMutation({
    mutationFn: (body: string) =>
      api.call('POST /api/chat/threads/{id}/messages', { params: { id: threadId }, body: { body } }),
    onSuccess: async () => {
      setText('');
      await queryClient.invalidateQueries({ queryKey: inboxKeys.all });
    },
  });
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (text.trim() === '' || send.isPending) return;
    send.mutate(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form className="inbox__reply" onSubmit={submit}>
      <div className="admin-field">
        <label htmlFor={`${id}-reply`}>Reply to the customer</label>
        <textarea
          id={`${id}-reply`}
          rows={3}
          maxLength={5000}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={`${id}-hint`}
        />
        <span id={`${id}-hint`} className="admin-muted">
          Enter sends, Shift+Enter starts a new line. The customer is emailed that a reply waits.
        </span>
      </div>
      {send.isError ? <ErrorAlert error={send.error} what="Your reply was not sent" /> : null}
      <button
        type="submit"
        className="admin-button admin-button--primary"
        disabled={send.isPending || text.trim() === ''}
      >
        {send.isPending ? 'Sending…' : 'Send reply'}
      </button>
    </form>
  );
}

/** Beside the thread: the customer's subscriptions and orders, from the routes the customer's pages use. */
function CustomerAside({ customerId, email }: { customerId: number; email: string }) {
  const api = useAdminApi();
  const subscriptions = useQuery({
    queryKey: [...inboxKeys.all, 'subscriptions', customerId],
    queryFn: () => api.call('GET /api/subscriptions', { query: { userId: String(customerId) } }),
  });
  const orders = useQuery({
    queryKey: [...inboxKeys.all, 'orders', customerId],
    // The search matches emails that contain this one: keep the customer's own.
    queryFn: async () => {
      const page = await api.call('GET /api/admin/orders', { query: { q: email, pageSize: '20' } });
      return page.items.filter((order) => order.customerEmail?.toLowerCase() === email.toLowerCase());
    },
    retry: (count, error) => failureStatus(error) !== 403 && count < 1,
  });
  return (
    <aside className="inbox__customer-aside" aria-label="The customer">
      <h3>Subscriptions</h3>
      <QueryStatus query={subscriptions} what="subscriptions" />
      {subscriptions.data ? (
        subscriptions.data.length === 0 ? (
          <p>No subscriptions.</p>
        ) : (
          <ul className="inbox__facts">
            {subscriptions.data.map((subscription) => (
              <li key={subscription.orderId}>
                <Link to={`/admin/order/${subscription.orderId}`}>Order {subscription.orderId}</Link>{' '}
                <span className={`admin-badge admin-badge--${subscription.displayStatus.color}`}>
                  {subscription.displayStatus.label}
                </span>
                <div className="admin-muted">
                  {subscription.selectedProduct.map((product) => product.name).join(', ') || '—'}
                </div>
              </li>
            ))}
          </ul>
        )
      ) : null}
      <h3>Orders</h3>
      <QueryStatus query={orders} what="orders" />
      {orders.data ? (
        orders.data.length === 0 ? (
          <p>No orders.</p>
        ) : (
          <ul className="inbox__facts">
            {orders.data.map((order) => (
              <li key={order.orderId}>
                <Link to={`/admin/order/${order.orderId}`}>Order {order.orderId}</Link>{' '}
                <span className={`admin-badge admin-badge--${order.displayStatus.color}`}>
                  {order.displayStatus.label}
                </span>
                <div className="admin-muted">
                  {formatDateTime(order.createdAt)} · {formatMoney(order.price)}
                </div>
              </li>
            ))}
          </ul>
        )
      ) : null}
      <p>
        <Link to={`/admin/user/${customerId}`}>Open the customer’s page</Link>
      </p>
    </aside>
  );
}
