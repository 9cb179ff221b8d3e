#pragma once

#include "core/common/rulings.h"
#include "core/model/unitrecord.h"
#include "db/tables/logentry.h"

#include <QJsonArray>
#include <QList>
#include <QSet>
#include <QString>
#include <optional>

namespace Adc {

class Battle;

// What one side's players may see of the battle, and nothing more. Every
// page and every JSON answer of the players' view goes through here.
class SideView
{
public:
    // The units whose state the side's players see: their own, in the
    // battle's order (brigade by brigade), hidden ones included.
    static QList<UnitRecord> ownUnits(const QList<UnitRecord> &all, const QString &side);
    // Whether the side's players may read the unit's name (in a roll that
    // names it); never its state. The one place to refuse the other side's
    // hidden units.
    static bool mayName(const UnitRecord &unit, const QString &side);
    // The side's units as `adc units` gives them, each with the fire's
    // claims its page offers for it now ("claims", ProposalClaims) and the
    // ids of the units that may pool their fire with it ("pool", FirePool).
    static QJsonArray unitsJson(const QList<UnitRecord> &units);

    // The kinds of log entry that are rolls.
    static bool isRoll(const LogEntry &entry);
    // The units a roll involves (firers, target, the unit that rolled, the
    // charger and defender, every unit it changed).
    static QSet<qint64> unitsOf(const LogEntry &entry);
    // The latest rolls (not undone) that involve one of the side's units,
    // latest first, at most `most`.
    static QList<LogEntry> rollsOf(const QList<LogEntry> &log, const QList<UnitRecord> &all,
                                   const QString &side, int most);
    // The table display's current roll: the latest roll (not undone) of
    // `turn` that it is told of (RollStory::tells), or none.
    static std::optional<LogEntry> latestRoll(const QList<LogEntry> &log,
                                              const QList<UnitRecord> &all, int turn);
    // One roll for the side (empty: the table display), as RollStory tells
    // it: the one place a roll becomes what a player reads. With the
    // battle's rulings, the odds of the side's own fire too.
    static QJsonObject rollJson(const LogEntry &entry, const QList<UnitRecord> &all,
                                const QString &side);
    static QJsonObject rollJson(const LogEntry &entry, const QList<UnitRecord> &all,
                                const QString &side, const Rulings &rulings);
};

} // namespace Adc
