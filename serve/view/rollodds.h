#pragma once

#include "core/common/rulings.h"
#include "core/fire/fireodds.h"
#include "core/model/unitrecord.h"
#include "db/tables/logentry.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Adc {

// The odds the umpire saw before a roll, derived again from what its log
// entry keeps by the rules core's own derivations, the ones the window's
// odds pages show: a fire's from FireResolver::odds (what FirePlanner
// gives the fire dialog), a discipline roll's from the fire discipline
// chart (DisciplinePlanner), a charge's from ChargeDiscipline::odds
// (ChargePlanner). Each answer is [{"result": words, "probability": 0..1}],
// empty when the entry does not keep enough to derive them again.
class RollOdds
{
    Q_DECLARE_TR_FUNCTIONS(Adc::RollOdds)

public:
    // `lead` is the first firer (its arm and weapon); the derivation must
    // read the row and modifiers the log kept, or no odds are given.
    static QJsonArray fire(const LogEntry &entry, const UnitRecord &lead, const Rulings &rulings);
    static QJsonArray discipline(const QJsonObject &result);
    static QJsonArray charge(const QJsonObject &result);
    // A fire's casualty steps and their chances, in words.
    static QJsonArray fireChances(const FireOdds &odds);

    // A chart cell of fire discipline in words ("free", "2\" fire", "FF").
    static QString cellWords(const QString &kind, const QJsonValue &range);
    // "12%", in the reader's number format.
    static QString percent(double probability);
    // "no step 30%, 1 step 50%, 2 steps 20%": each result and its chance.
    static QString listed(const QJsonArray &odds);
    // "Before the roll: no step 30%, 1 step 50%, 2 steps 20%."; empty
    // without odds.
    static QString sentence(const QJsonArray &odds);
};

} // namespace Adc
