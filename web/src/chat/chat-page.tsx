import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@telehealth/engine';
import type { ChatAttachmentIds, ChatMessage, ChatThread, UploadResponse } from '@telehealth/schemas';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';

import { useApi } from '../api/api-context';
import { apiErrorMessage } from '../api/client';
import { uploadOneFile } from '../api/upload';
import { FormError } from '../ui/form-error';
import { TextAreaField, TextField } from '../ui/text-field';
import './chat.css';
import { CHAT_POLL_MS, chatKeys, useChatLive, useChatLogin, useChatUnreadCount } from './use-chat-live';

/** The most files one message carries (the API's limit). */
export const MAX_ATTACHMENTS = 5;

/** The message of the empty state. */
export const EMPTY_CHAT = 'No messages yet — ask your care team anything';

const CUSTOMER = 1;

function subscribeVisibility(notify: () => void): () => void {
  document.addEventListener('visibilitychange', notify);
  return () => document.removeEventListener('visibilitychange', notify);
}

/** Whether the page is in view (a message that arrives in a background tab is read when the tab comes back). */
function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}

/** The `attachments` of a request: the uploaded files' ids (at most MAX_ATTACHMENTS), or nothing. */
export function attachmentIds(ids: readonly string[]): { attachments?: ChatAttachmentIds } {
  return ids.length === 0 ? {} : { attachments: ids.slice(0, MAX_ATTACHMENTS) as ChatAttachmentIds };
}

/** Newest message list of a thread with `message` in it (by id, each once). */
export function withMessage(list: readonly ChatMessage[] | undefined, message: ChatMessage): ChatMessage[] {
  const messages = (list ?? []).filter((each) => each.id !== message.id);
  messages.push(message);
  return messages.sort((a, b) => a.id - b.id);
}

/**
 * /accountv2/chat: the customer's conversations with their care team. The list of threads (newest activity first,
 * unread counts), one thread's messages (`?thread=id`), a composer with photo and PDF attachments, and a form to
 * start a new conversation. New messages appear without a reload (the live stream; polling while it is down) and
 * are announced in a live region; opening a thread marks the care team's messages read.
 */
export function ChatPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const login = useChatLogin();
  const userId = login?.userId;
  const [search, setSearch] = useSearchParams();
  const selected = Number(search.get('thread')) || null;
  const [composing, setComposing] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const threadsKey = chatKeys.threads(api.tenantId, userId);
  const live = useChatLive({
    message: (message) => {
      queryClient.setQueryData<ChatMessage[]>(
        chatKeys.messages(api.tenantId, userId, message.threadId),
        (list) => (list ? withMessage(list, message) : list),
      );
      void queryClient.invalidateQueries({ queryKey: threadsKey });
      if (message.senderRole !== CUSTOMER) {
        setAnnouncement(`New message from your care team: ${message.body}`);
      }
    },
    read: () => void queryClient.invalidateQueries({ queryKey: threadsKey }),
    resync: () => void queryClient.invalidateQueries({ queryKey: chatKeys.all(api.tenantId, userId) }),
  });
  const poll = live === 'live' ? false : CHAT_POLL_MS;
  const unread = useChatUnreadCount();

  const threads = useQuery({
    queryKey: threadsKey,
    queryFn: () => api.call('GET /api/chat/threads'),
    enabled: Boolean(userId),
    refetchInterval: poll,
  });

  const open = (threadId: number | null) => {
    setComposing(false);
    setSearch(threadId === null ? {} : { thread: String(threadId) }, { replace: false });
  };

  if (!userId) {
    return (
      <section className="chat" aria-labelledby="chat-heading">
        <h1 id="chat-heading">Messages</h1>
        <FormError>We could not tell who is logged in. Please log out and log in again.</FormError>
      </section>
    );
  }

  const list = threads.data ?? [];
  const current = list.find((thread) => thread.id === selected) ?? null;
  const showThread = current !== null && !composing;
  const empty = threads.isSuccess && list.length === 0;

  return (
    <section
      className={`chat ${showThread || composing ? 'chat--detail' : 'chat--list'}`}
      aria-labelledby="chat-heading"
    >
      <div className="chat__header">
        <h1 id="chat-heading">Messages with your care team</h1>
        <p className="chat__unread" data-testid="chat-unread">
          {unread === undefined ? '' : unread === 0 ? 'All caught up' : `${unread} unread`}
        </p>
        {live === 'polling' ? (
          <p className="chat__status" role="status">
            Live updates are paused; new messages are checked every few seconds.
          </p>
        ) : null}
      </div>
      <p className="chat-sr-only" aria-live="polite" aria-atomic="true" data-testid="chat-announcer">
        {announcement}
      </p>

      {threads.isPending ? (
        <p role="status">Loading your messages…</p>
      ) : threads.isError ? (
        <div className="chat__error">
          <FormError>We could not load your messages. {apiErrorMessage(threads.error)}</FormError>
          <button type="button" className="button button--secondary" onClick={() => void threads.refetch()}>
            Try again
          </button>
        </div>
      ) : empty ? (
        <div className="chat__empty">
          <p className="chat__empty-text">{EMPTY_CHAT}</p>
          <NewThreadForm onCreated={(thread) => open(thread.id)} />
        </div>
      ) : (
        <div className="chat__panes">
          <nav className="chat__threads" aria-label="Conversations">
            <button
              type="button"
              className="button button--primary chat__new"
              onClick={() => setComposing(true)}
            >
              New conversation
            </button>
            <ul className="chat__thread-list">
              {list.map((thread) => (
                <li key={thread.id}>
                  <button
                    type="button"
                    className="chat__thread"
                    aria-current={thread.id === selected && !composing ? 'true' : undefined}
                    onClick={() => open(thread.id)}
                  >
                    <span className="chat__thread-subject">{thread.subject}</span>
                    <span className="chat__thread-date">{formatDateTime(thread.lastMessageAt)}</span>
                    {thread.unreadCount > 0 ? (
                      <span className="chat__badge">
                        {thread.unreadCount} <span className="chat-sr-only">unread</span>
                      </span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className="chat__detail">
            {composing ? (
              <>
                <BackToList onBack={() => open(null)} />
                <NewThreadForm onCreated={(thread) => open(thread.id)} />
              </>
            ) : current ? (
              <ThreadView key={current.id} thread={current} poll={poll} onBack={() => open(null)} />
            ) : (
              <p className="chat__hint">Choose a conversation, or start a new one.</p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

function BackToList({ onBack }: { onBack: () => void }) {
  return (
    <button type="button" className="button button--link chat__back" onClick={onBack}>
      ← All conversations
    </button>
  );
}

/** One thread: its messages, read marking, and the composer. */
function ThreadView({
  thread,
  poll,
  onBack,
}: {
  thread: ChatThread;
  poll: number | false;
  onBack: () => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const userId = useChatLogin()?.userId;
  const messagesKey = chatKeys.messages(api.tenantId, userId, thread.id);
  const messages = useQuery({
    queryKey: messagesKey,
    queryFn: () => api.call('GET /api/chat/threads/{id}/messages', { params: { id: thread.id } }),
    refetchInterval: poll,
  });
  const markRead = useMutation({
    mutationFn: () =>
      api.call('PUT /api/chat/read/{id}', { params: { id: userId ?? '' }, query: { threadId: thread.id } }),
    onSuccess: () => {
      const now = new Date().toISOString();
      queryClient.setQueryData<ChatMessage[]>(messagesKey, (list) =>
        list?.map((m) => (m.senderRole !== CUSTOMER && m.readAt === null ? { ...m, readAt: now } : m)),
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.threads(api.tenantId, userId) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread(api.tenantId, userId) });
    },
  });
  // Opening a thread (or a care-team message arriving while it is open) marks the care team's messages in it read,
  // once per newest unread message; the other threads stay unread.
  const newestUnread = Math.max(
    0,
    ...(messages.data ?? []).filter((m) => m.senderRole !== CUSTOMER && m.readAt === null).map((m) => m.id),
  );
  const marked = useRef(0);
  const visible = usePageVisible();
  const { mutate } = markRead;
  useEffect(() => {
    if (visible && newestUnread > marked.current) {
      marked.current = newestUnread;
      mutate();
    }
  }, [visible, newestUnread, mutate]);

  const end = useRef<HTMLLIElement | null>(null);
  const count = messages.data?.length ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);

  return (
    <article className="chat__thread-view" aria-labelledby={`thread-${thread.id}-subject`}>
      <BackToList onBack={onBack} />
      <h2 id={`thread-${thread.id}-subject`} className="chat__thread-title">
        {thread.subject}
      </h2>
      {messages.isPending ? (
        <p role="status">Loading the conversation…</p>
      ) : messages.isError ? (
        <div className="chat__error">
          <FormError>We could not load this conversation. {apiErrorMessage(messages.error)}</FormError>
          <button type="button" className="button button--secondary" onClick={() => void messages.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <ol className="chat__messages" aria-label="Messages">
          {messages.data.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
          <li ref={end} aria-hidden="true" className="chat__end" />
        </ol>
      )}
      <Composer threadId={thread.id} />
    </article>
  );
}

function MessageItem({ message }: { message: ChatMessage }) {
  const mine = message.senderRole === CUSTOMER;
  return (
    <li
      className={`chat__message ${mine ? 'chat__message--mine' : 'chat__message--team'}`}
      data-testid="chat-message"
    >
      <p className="chat__meta">
        <span className="chat__sender">{mine ? 'You' : 'Care team'}</span>{' '}
        <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
      </p>
      <p className="chat__body">{message.body}</p>
      {message.attachments.length > 0 ? (
        <ul className="chat__attachments" aria-label="Attached files">
          {message.attachments.map((file) => (
            <li key={file.fileId}>
              <Attachment file={file} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function Attachment({ file }: { file: UploadResponse }) {
  if (file.contentType.startsWith('image/')) {
    return (
      <a className="chat__attachment" href={file.url} target="_blank" rel="noreferrer">
        <img src={file.url} alt={file.name} className="chat__image" loading="lazy" />
      </a>
    );
  }
  return (
    <a className="chat__attachment chat__attachment--file" href={file.url} download={file.name}>
      {file.name} <span className="chat__file-kind">(PDF)</span>
    </a>
  );
}

/** A file the customer picked: uploading, uploaded (with its id) or refused (with why). */
interface PickedFile {
  key: string;
  name: string;
  state: 'uploading' | 'done' | 'error';
  fileId?: string;
  error?: string;
}

/** Picking files uploads them at once (the upload call), so sending only names their ids. */
function useAttachments() {
  const api = useApi();
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const counter = useRef(0);

  const add = (picked: FileList | null) => {
    setProblem(null);
    const chosen = Array.from(picked ?? []);
    const room = MAX_ATTACHMENTS - files.length;
    if (chosen.length > room) {
      setProblem(`You can attach up to ${MAX_ATTACHMENTS} files to one message.`);
    }
    for (const file of chosen.slice(0, Math.max(0, room))) {
      const key = `file-${(counter.current += 1)}`;
      setFiles((list) => [...list, { key, name: file.name, state: 'uploading' }]);
      uploadOneFile(api, file).then(
        (stored) =>
          setFiles((list) =>
            list.map((f) => (f.key === key ? { ...f, state: 'done', fileId: stored.fileId } : f)),
          ),
        (error: unknown) =>
          setFiles((list) =>
            list.map((f) =>
              f.key === key
                ? { ...f, state: 'error', error: error instanceof Error ? error.message : String(error) }
                : f,
            ),
          ),
      );
    }
  };
  return {
    files,
    problem,
    add,
    remove: (key: string) => setFiles((list) => list.filter((f) => f.key !== key)),
    clear: () => setFiles([]),
    uploading: files.some((f) => f.state === 'uploading'),
    ids: files.flatMap((f) => (f.state === 'done' && f.fileId ? [f.fileId] : [])),
  };
}

function AttachmentPicker({ attachments }: { attachments: ReturnType<typeof useAttachments> }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement | null>(null);
  return (
    <div className="chat__picker">
      <input
        ref={input}
        id={inputId}
        type="file"
        className="chat__file-input"
        accept="image/*,application/pdf"
        multiple
        onChange={(event) => {
          attachments.add(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
      <label htmlFor={inputId} className="button button--secondary chat__attach">
        Attach a photo or PDF
      </label>
      {attachments.problem ? <FormError>{attachments.problem}</FormError> : null}
      {attachments.files.length > 0 ? (
        <ul className="chat__picked" aria-label="Files to send">
          {attachments.files.map((file) => (
            <li key={file.key} className={`chat__picked-file chat__picked-file--${file.state}`}>
              <span>{file.name}</span>{' '}
              <span role={file.state === 'error' ? 'alert' : undefined}>
                {file.state === 'uploading'
                  ? '(uploading…)'
                  : file.state === 'error'
                    ? `— ${file.error}`
                    : '(ready)'}
              </span>{' '}
              <button
                type="button"
                className="button button--link"
                onClick={() => attachments.remove(file.key)}
                aria-label={`Remove ${file.name}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The message box of a thread: text, attachments, send. */
function Composer({ threadId }: { threadId: number }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const userId = useChatLogin()?.userId;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const attachments = useAttachments();
  const send = useMutation({
    mutationFn: (body: string) =>
      api.call('POST /api/chat/threads/{id}/messages', {
        params: { id: threadId },
        body: { body, ...attachmentIds(attachments.ids) },
      }),
    onSuccess: (message) => {
      queryClient.setQueryData<ChatMessage[]>(chatKeys.messages(api.tenantId, userId, threadId), (list) =>
        withMessage(list, message),
      );
      void queryClient.invalidateQueries({ queryKey: chatKeys.threads(api.tenantId, userId) });
      setText('');
      attachments.clear();
    },
    onError: (failure) => setError(apiErrorMessage(failure)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (text.trim() === '') {
      setError('Write a message first (a file needs a few words with it).');
      return;
    }
    send.mutate(text.trim());
  };

  return (
    <form className="chat__composer" onSubmit={submit} noValidate>
      <TextAreaField
        label="Your message"
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={3}
        maxLength={5000}
        error={error}
        announceError
      />
      <AttachmentPicker attachments={attachments} />
      <button
        type="submit"
        className="button button--primary"
        disabled={send.isPending || attachments.uploading}
      >
        {send.isPending ? 'Sending…' : 'Send'}
      </button>
    </form>
  );
}

/** Starts a conversation: a topic and the first message (with files). */
function NewThreadForm({ onCreated }: { onCreated: (thread: ChatThread) => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const userId = useChatLogin()?.userId;
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ subject?: string; body?: string; form?: string }>({});
  const attachments = useAttachments();
  const create = useMutation({
    mutationFn: () =>
      api.call('POST /api/chat/threads', {
        body: {
          subject: subject.trim(),
          body: text.trim(),
          ...attachmentIds(attachments.ids),
        },
      }),
    onSuccess: ({ thread, message }) => {
      queryClient.setQueryData(chatKeys.messages(api.tenantId, userId, thread.id), [message]);
      queryClient.setQueryData<ChatThread[]>(chatKeys.threads(api.tenantId, userId), (list) => [
        thread,
        ...(list ?? []).filter((t) => t.id !== thread.id),
      ]);
      void queryClient.invalidateQueries({ queryKey: chatKeys.threads(api.tenantId, userId) });
      onCreated(thread);
    },
    onError: (failure) => setErrors({ form: apiErrorMessage(failure) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (subject.trim() === '') found.subject = 'Give your question a topic.';
    else if (subject.trim().length > 200) found.subject = 'Keep the topic under 200 characters.';
    if (text.trim() === '') found.body = 'Write your message.';
    setErrors(found);
    if (found.subject || found.body) return;
    create.mutate();
  };

  return (
    <form className="chat__new-thread" onSubmit={submit} noValidate aria-labelledby="new-thread-heading">
      <h2 id="new-thread-heading">New conversation</h2>
      {errors.form ? <FormError>{errors.form}</FormError> : null}
      <TextField
        label="Topic"
        hint="For example: Refill question"
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        maxLength={200}
        error={errors.subject}
        announceError
      />
      <TextAreaField
        label="Your message"
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={4}
        maxLength={5000}
        error={errors.body}
        announceError
      />
      <AttachmentPicker attachments={attachments} />
      <button
        type="submit"
        className="button button--primary"
        disabled={create.isPending || attachments.uploading}
      >
        {create.isPending ? 'Sending…' : 'Send to your care team'}
      </button>
    </form>
  );
}
