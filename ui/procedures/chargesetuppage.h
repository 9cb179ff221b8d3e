#pragma once

#include "core/discipline/chargeplan.h"
#include "core/model/unitrecord.h"
#include "core/turn/likelyunits.h"

#include <QWidget>

class QLabel;
class QPushButton;

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
    // The chargers offered against the defender: every enemy infantry and
    // cavalry unit of the units, the likeliest first and chosen (unless
    // the umpire chose one that may still charge), then none named.
    void fillChargers(const UnitRecord *defender, const QList<UnitRecord> &units,
                      const LikelyUnits &likely);
    // The charger named, as the umpire chose it (0, or one not offered:
    // none named).
    void chooseCharger(qint64 id);

    UnitChooser *defenderChooser() const { return m_defender; }
    QPushButton *tableDiceButton() const { return m_tableDice; }
    UnitChooser *chargerChooser() const { return m_chargers; }
    OddsChart *chart() const { return m_chart; }

    // A defender that does not roll (a battery, cavalry) as it is: what it
    // does instead, in the planner's words.
    static QString notRolled(const UnitRecord &defender, const ChargePlan &plan);
    // "NORMAL" or "IN SMOKE".
    static QString columnTitle(DisciplineSituation situation);

Q_SIGNALS:
    // The umpire will type the dice thrown at the table: the rolls page,
    // nothing rolled.
    void rollsRequested();

private:
    UnitChooser *m_defender = nullptr;
    QPushButton *m_tableDice = nullptr;
    UnitChooser *m_chargers = nullptr;
    QLabel *m_column = nullptr;
    OddsChart *m_chart = nullptr;
    QLabel *m_table = nullptr;
    // The charger the page offered, until the umpire chooses another; -1
    // when he has.
    qint64 m_chargerOffered = 0;
};

} // namespace Adc
