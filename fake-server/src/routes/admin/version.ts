import { targetVisitor, type AdminHandler } from './handler.ts';

/** From now on the version file answers the target visitor `version` (null: the built one), as after a deploy. */
export const version: AdminHandler<'version'> = (context) => {
  const visitor = targetVisitor(context);
  visitor.deployedVersion = context.body.version;
  return { ok: true, visitor: visitor.id };
};
