import type { DatabaseSync } from 'node:sqlite';
import type { Language } from '../../http/language.ts';
import type { MemberRow } from '../../members/member-repo.ts';
import { defaultAvatarFor } from '../../image/svg/avatar.ts';
import { mediaUrlById } from '../media/media-store.ts';
import { vipName } from '../vip/vip-progress.ts';
import { findProfile } from './profile-repo.ts';
import { securityConfig } from './security-config.ts';

/** What /wps/member/info adds for the member centre (CONTRACT.md, "Member centre"). */
export function memberProfileFields(db: DatabaseSync, member: MemberRow, language: Language) {
  const security = securityConfig(db, member);
  return {
    vipLabel: vipName(member.vip_level, language),
    // a member who has not chosen a picture is shown a preset one rather than an empty circle
    avatarUrl: mediaUrlById(db, findProfile(db, member.id)?.avatar_media_id ?? null) ?? defaultAvatarFor(member.id),
    email: security.email,
    emailBound: security.items.email,
    mobile: security.mobile,
    mobileVerified: security.items.mobile,
    payeeName: security.payeeName,
    securityLevel: security.level,
  };
}
