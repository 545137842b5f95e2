import { AppError, assertNoProfanity, htmlToText, type Logger } from '@clinic/server-kit';
import { ERROR_CODES, PUBLIC_MESSAGES, type CheckerMessage } from '@clinic/contracts';
import type { MessageService } from '../messages/service';
import { renderChecklistEmail, sanitizeChecklist } from './render';

export function createConversationService(deps: { messages: MessageService; logger: Logger }) {
  const { messages, logger } = deps;
  return {
    /**
     * E-mails the requirements checklist to the visitor and keeps it as a conversation of that
     * address. Refuses abusive text before anything is stored or sent.
     */
    async sendChecklist(input: CheckerMessage): Promise<{ conversationId: string; messageId: string }> {
      const checklist = sanitizeChecklist(input.content);
      // The e-mail address and phone number are the visitor's own contact points, not free text.
      const checklistText = htmlToText(checklist);
      assertNoProfanity(input.first_name, input.middle_name, input.last_name, input.preferred_language, checklistText);
      if (checklistText === '') {
        throw new AppError(400, ERROR_CODES.validation, PUBLIC_MESSAGES.server.contentRequired, {
          details: { content: PUBLIC_MESSAGES.server.contentRequired },
        });
      }
      const email = renderChecklistEmail(input.first_name, checklist);
      const to = input.to.toLowerCase();
      const sent = await messages.send(
        {
          channel: 'email',
          to: input.to,
          subject: email.subject,
          html: email.html,
          text: email.text,
          conversation_email: to,
          meta: { kind: 'requirements-checklist' },
        },
        {
          conversation: {
            email: to,
            kind: 'requirements-checklist',
            status: 'sent',
            conversation: email.html,
            details: {
              first_name: input.first_name,
              middle_name: input.middle_name ?? null,
              last_name: input.last_name ?? null,
              contact_number: input.contact_number,
              date_of_birth: input.date_of_birth,
              age_group: input.age_group,
              preferred_language: input.preferred_language,
            },
          },
        },
      );
      const messageId = sent.id;
      const conversationId = sent.conversationId!;
      logger.info({ conversationId, messageId }, 'requirements checklist sent');
      return { conversationId, messageId };
    },
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;
