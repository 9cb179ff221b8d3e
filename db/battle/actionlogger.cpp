#include "db/battle/actionlogger.h"

#include "core/model/clock.h"
#include "db/actions/actioncontext.h"
#include "db/actions/actionoutcome.h"
#include "db/battle/announcement.h"
#include "db/battle/loggedrolls.h"
#include "db/storage/battlestorage.h"
#include "db/tables/changeset.h"
#include "db/tables/logentry.h"
#include "db/tables/logtable.h"

#include <QJsonArray>

namespace Adc {

ActionLogger::ActionLogger(BattleStorage &storage, QString station)
    : m_storage(storage)
    , m_station(std::move(station))
{
}

void ActionLogger::log(ActionContext &context, const Clock &clock, const QString &kind,
                       const QJsonObject &request, ActionDone *done, AnswerUnits answerUnits,
                       Announcement *announcement, const QJsonObject &proposed) const
{
    const QJsonArray changes = context.changes().finish();
    const QJsonArray rolls
        = LoggedRolls::record(kind, request, context.inputs(), done->answer, proposed);
    if (!rolls.isEmpty())
        done->answer.insert(QStringLiteral("dice_rolls"), rolls);
    LogEntry entry;
    entry.kind = kind;
    entry.summary = context.summary();
    entry.turn = clock.turn;
    entry.segment = clock.segment;
    entry.station = m_station;
    entry.inputs = LoggedRolls::withRolled(kind, request, context.inputs());
    entry.result = done->answer;
    entry.changes = changes;
    entry.hasImages = true;
    LogTable log(m_storage.connection());
    // Any new action, a roll included, ends what can be redone: redo
    // applies again only what undo just took back.
    if (entry.isUndoable())
        log.dropRedo();
    done->logId = log.append(entry);
    done->summary = entry.summary;
    done->answer.insert(QStringLiteral("log_id"), done->logId);
    *announcement = Announcement::of(changes, false, done->logId);
    if (answerUnits == AnswerUnits::Yes)
        done->answer.insert(QStringLiteral("units"), context.affectedUnits());
}

} // namespace Adc
