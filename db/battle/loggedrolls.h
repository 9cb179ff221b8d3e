#pragma once

#include "db/tables/logentry.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace Adc {

// Every roll a log entry holds, as it fell: what it was for, the dice, the
// faces and the total, and whether the dice were rolled (by the program or
// on the window's screen), typed by the umpire from the table, or proposed
// by a side (a proposal's dice that stood when it was accepted). The one
// place that says which dice an entry holds: the log's sentences, the dice
// history, the after-action report and the players' view read it.
//
// Each action's entry keeps them in its result under "dice_rolls", written
// as the action is logged (record()):
//   {"for": "fire" | "boxcars" | "ricochet" | "discipline" | "roll",
//    "unit": 3, "target": 9, "distance": 4, "purpose": "weather",
//    "dice": "2d6", "faces": [3, 5], "total": 8,
//    "origin": "rolled" | "typed" | "proposed"}
// "unit" (who rolled), "target" (a ricochet die's unit), "distance" (a
// charge's discipline step) and "purpose" (a free roll's) only where they
// apply; "faces" is empty for a total typed without its dice. An entry
// written before "dice_rolls" was kept reads the same from its inputs and
// result, its origin unknown.
class LoggedRolls
{
public:
    enum class Origin { Unknown, Rolled, Typed, Proposed };

    struct Roll
    {
        QString role; // the "for" key
        qint64 unit = 0;
        qint64 target = 0;
        int distance = 0;
        QString purpose;
        QString dice; // "1d10", "2d6", "2d6+1"
        QList<int> faces;
        int total = 0;
        Origin origin = Origin::Unknown;

        QJsonObject toJson() const;
        static Roll fromJson(const QJsonObject &object);
    };

    // The rolls of an entry, in the order they were rolled.
    static QList<Roll> of(const LogEntry &entry);

    // The "dice_rolls" of an action about to be logged: `request` as it was
    // given (the dice it gave were typed, unless its "rolled" names them),
    // `inputs` with every die filled in, `result` its answer; `proposal`,
    // for a proposal accepted, the action its side proposed: a die given as
    // the side gave it was proposed.
    static QJsonArray record(const QString &kind, const QJsonObject &request,
                             const QJsonObject &inputs, const QJsonObject &result,
                             const QJsonObject &proposal = {});

    // Checks an action's "rolled": the dice fields the window rolled on
    // screen, each "field" or "field[i]" for one roll of a list, each given
    // in the action. Empty when it is right, else what is wrong.
    static QString checkRolled(const QString &kind, const QJsonObject &action);

    // The inputs the log keeps, with "rolled" naming every die the program
    // rolled besides those the window did: replayed, they read as rolled.
    static QJsonObject withRolled(const QString &kind, const QJsonObject &request,
                                  const QJsonObject &inputs);

    static QString originName(Origin origin);
};

} // namespace Adc
