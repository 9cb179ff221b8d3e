#pragma once

#include "core/discipline/chargeplan.h"
#include "core/model/unitrecord.h"
#include "core/turn/likelyunits.h"

#include <QWidget>

class QLabel;

namespace Adc {

class OddsChart;
class UnitChooser;

// The first page of a charge: the defender and the charger, the
// column and class dice, and the odds of where the defender fires, as the
// planner gives them.
class ChargeSetupPage : public QWidget
{
    Q_OBJECT

public:
    explicit ChargeSetupPage(QWidget *parent = nullptr);

    // The column line and odds for the defender (nullptr: none chosen yet).
    void showPlan(const UnitRecord *defender, const ChargePlan &plan);
    QString text() const;
    // The chargers offered against the defender: first none named, then
    // every enemy infantry and cavalry unit of the units, the likeliest first.
    void fillChargers(const UnitRecord *defender, const QList<UnitRecord> &units,
                      const LikelyUnits &likely);

    UnitChooser *defenderChooser() const { return m_defender; }
    UnitChooser *chargerChooser() const { return m_chargers; }
    OddsChart *chart() const { return m_chart; }

    // A defender that does not roll (a battery, cavalry) as it is: what it
    // does instead, in the planner's words.
    static QString notRolled(const UnitRecord &defender, const ChargePlan &plan);
    // "NORMAL" or "IN SMOKE".
    static QString columnTitle(DisciplineSituation situation);

private:
    UnitChooser *m_defender = nullptr;
    UnitChooser *m_chargers = nullptr;
    QLabel *m_column = nullptr;
    OddsChart *m_chart = nullptr;
    QLabel *m_table = nullptr;
};

} // namespace Adc
