#pragma once

#include <QJsonObject>
#include <QString>

namespace Adc {

class ActionContext;
struct ActionDone;
struct Announcement;
class BattleStorage;
struct Clock;

// Writes the log entry of an action done, inside its transaction: the order
// in its one JSON form with every die filled in (and "rolled" naming those
// the program rolled), the dice as they fell and where each came from
// (LoggedRolls), and the images of the rows it changed, which undo and redo
// restore. It completes what the caller hears of the action too: its answer
// with the log id, the dice and the units as they now stand, and what the
// views must be told (Announcement). Every action is logged here, a
// proposal accepted included, so each entry has the same shape.
class ActionLogger
{
public:
    enum class AnswerUnits { Yes, No };

    // `station`: the station each new entry names.
    ActionLogger(BattleStorage &storage, QString station);

    // Logs what `context` did as `kind` with `request` (the order's one
    // JSON form) on the clock as it stood before it, and completes `done`'s
    // answer, with the units it changed as they now stand unless told not
    // to. `proposed`: the action a side proposed, when this is it accepted
    // (the dice it gave that stand were proposed).
    void log(ActionContext &context, const Clock &clock, const QString &kind,
             const QJsonObject &request, ActionDone *done, AnswerUnits answerUnits,
             Announcement *announcement, const QJsonObject &proposed = {}) const;

private:
    BattleStorage &m_storage;
    QString m_station;
};

} // namespace Adc
