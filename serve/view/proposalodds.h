#pragma once

#include "core/common/rulings.h"
#include "core/model/featurerecord.h"
#include "core/model/unitrecord.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>

namespace Adc {

// The odds of a side's proposed fire, from what the player entered and
// what the side's page shows: the rules core's own plan (FirePlanner, the
// fire dialog's preview) read against the side's units and the enemy units
// it sees, the target's smoke and the cover of its feature left out, since
// the side is never told them (the player may claim either among the
// fire's conditions). Each answer is
// [{"result": words, "probability": 0..1}], as RollOdds gives a roll's;
// empty when the proposal is not a fire or the plan refuses it.
class ProposalOdds
{
    // Its words are the pages' own (and translated with them).
    Q_DECLARE_TR_FUNCTIONS(Adc::ProposalOdds)

public:
    static QJsonArray fire(const QJsonObject &action, QList<UnitRecord> shown,
                           const QList<FeatureRecord> &features, const Rulings &rulings);
    // "Odds as proposed (...): no step 30%, ..."; empty without odds.
    static QString sentence(const QJsonArray &odds);
};

} // namespace Adc
