/**
 * The user form's contract check, fetched on the form's first validation (`lazyResolver`), so that
 * opening a profile does not load zod: the create body's user when creating, else `ZUserInput` over
 * the fields the draft holds (the changed ones). Its output is the request's `user`.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ZCreateUserBody, ZUserInput } from '@pdp/contract';
import type { Resolver } from 'react-hook-form';
import type { UserChanges } from '../../api/update-user';
import type { InputField, UserInputDraft } from './user-form-values';

type DraftResolver = Resolver<UserInputDraft, unknown, UserChanges>;

export const userDraftResolver: Resolver<UserInputDraft, { isNew: boolean }, UserChanges> = (
  draft,
  context,
  options,
) => {
  const mask = Object.fromEntries(Object.keys(draft).map((field) => [field, true])) as {
    [K in InputField]?: true;
  };
  const resolve = (context?.isNew
    ? zodResolver(ZCreateUserBody.shape.user)
    : zodResolver(ZUserInput.pick(mask))) as unknown as DraftResolver;
  return resolve(draft, undefined, options as unknown as Parameters<DraftResolver>[2]);
};
