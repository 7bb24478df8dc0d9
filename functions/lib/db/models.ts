import { accountStatusModel } from './entities/account-status';
import { consentModel, newFichesMarkModel } from './entities/consent';
import { adminActionModel } from './entities/admin-action';
import { adminCountModel, adminSeatModel } from './entities/admin-roster';
import { dogProfileModel } from './entities/dog-profile';
import { dogModel, dogProgressModel, dogRosterModel } from './entities/dog';
import { trainingSessionModel, validationRequestModel } from './entities/training-session';
import { jobProgressModel } from './entities/job-progress';
import { automationDeliveryModel, automationModel } from './entities/automation';
import { outboxEventModel } from './entities/outbox';
import { discordStateModel } from './entities/discord-state';
import { emailClaimModel } from './entities/email-claim';
import { ficheModel } from './entities/fiche';
import { ficheProgressModel, validationDayModel } from './entities/fiche-progress';
import { pointsModel, profileModel, subscriptionModel } from './entities/member';
import { giftEndModel } from './entities/plan-gift';
import { memberExportModel } from './entities/member-export';
import { pointTransactionModel } from './entities/point-transaction';
import { paidSubscriptionModel, paymentModel, webhookEventModel } from './entities/payment';
import { rewardModel } from './entities/reward';
import { statModel } from './entities/stat';
import { challengeModel } from './entities/challenge';
import { shareModel, shareQuotaModel } from './entities/share';
import { signUpCodeResendsModel } from './entities/sign-up-code';
import { availabilityModel, visioHoldModel, visioModel, visioSlotClaimModel } from './entities/visio';
import { staffMailMarkModel, staffMailPreferencesModel } from './entities/staff-mail';
import { pushSubscriptionModel, reminderMarkModel, reminderSlotModel, rhythmSettingsModel } from './entities/weekly-rhythm';
import { videoCommentModel, videoModel, videoNoteModel, videoQuotaModel, videoReplyModel } from './entities/video';
import { cannedReplyModel, ticketCounterModel, ticketMessageModel, ticketModel, ticketNoteModel } from './entities/ticket';

/** Every entity of the single table. Adding an entity here is enough: the ElectroDB service (service.ts), CDK and the local stack all read this list. */
export const models = {
  profile: profileModel,
  subscription: subscriptionModel,
  points: pointsModel,
  fiche: ficheModel,
  dogProfile: dogProfileModel,
  ficheProgress: ficheProgressModel,
  validationDay: validationDayModel,
  dog: dogModel,
  dogRoster: dogRosterModel,
  dogProgress: dogProgressModel,
  trainingSession: trainingSessionModel,
  validationRequest: validationRequestModel,
  pointTransaction: pointTransactionModel,
  reward: rewardModel,
  challenge: challengeModel,
  share: shareModel,
  shareQuota: shareQuotaModel,
  video: videoModel,
  videoQuota: videoQuotaModel,
  videoComment: videoCommentModel,
  videoNote: videoNoteModel,
  videoReply: videoReplyModel,
  ticket: ticketModel,
  ticketMessage: ticketMessageModel,
  ticketNote: ticketNoteModel,
  cannedReply: cannedReplyModel,
  ticketCounter: ticketCounterModel,
  visio: visioModel,
  visioSlotClaim: visioSlotClaimModel,
  visioHold: visioHoldModel,
  availability: availabilityModel,
  payment: paymentModel,
  paidSubscription: paidSubscriptionModel,
  webhookEvent: webhookEventModel,
  stat: statModel,
  adminAction: adminActionModel,
  adminSeat: adminSeatModel,
  adminCount: adminCountModel,
  jobProgress: jobProgressModel,
  automation: automationModel,
  automationDelivery: automationDeliveryModel,
  outboxEvent: outboxEventModel,
  discordState: discordStateModel,
  accountStatus: accountStatusModel,
  giftEnd: giftEndModel,
  staffMailPreferences: staffMailPreferencesModel,
  staffMailMark: staffMailMarkModel,
  memberExport: memberExportModel,
  consent: consentModel,
  newFichesMark: newFichesMarkModel,
  signUpCodeResends: signUpCodeResendsModel,
  emailClaim: emailClaimModel,
  rhythmSettings: rhythmSettingsModel,
  reminderSlot: reminderSlotModel,
  reminderMark: reminderMarkModel,
  pushSubscription: pushSubscriptionModel,
} as const;

export type Models = typeof models;
