#pragma once

#include "core/model/unitrecord.h"

#include <QList>
#include <QWidget>
#include <utility>

class QComboBox;
class QLabel;
class QPushButton;
class QLineEdit;
class QSpinBox;

namespace Adc {

class ConditionList;
class FireRequestBuilder;
class FiringStandsBox;
class PoolChooser;
class RicochetChooser;
class UnitChooser;

// The fire dialog's first step: the firer (and the units of its brigade it
// pools with), the target, the range, AP, shot, stands and the conditions,
// read into the dialog's order as they are edited, with the plan's summary
// underneath.
class FireSetupPage : public QWidget
{
    Q_OBJECT

public:
    FireSetupPage(FireRequestBuilder *builder, QWidget *parent = nullptr);

    // The units that may fire, from the order's units.
    void fillFirers();
    void setFirers(const QList<qint64> &ids);
    void setTarget(qint64 id);
    void setRange(double inches);
    // Shows the order as it stands: shot, stands, AP limit, conditions and
    // what the planner makes of it.
    void refresh();
    // Where the keyboard starts when a procedure fills the firer in (a
    // follow-up, a proposal): the target once a firer is chosen. Opened from
    // the menu, the dialog starts in the firer's field instead
    // (ProcedureDialog::startOnActingUnit).
    void focusFirst();

Q_SIGNALS:
    // "Odds and die...": the odds page, to type a die thrown at the table.
    void oddsRequested();

public:
    UnitChooser *firerChooser() const { return m_firer; }
    UnitChooser *poolChooser() const;
    UnitChooser *targetChooser() const { return m_targets; }
    // The units a ball fire ricochets on, ticked before the die.
    UnitChooser *ricochetChooser() const;
    QLineEdit *rangeField() const { return m_range; }
    QSpinBox *apBox() const { return m_ap; }
    QComboBox *shotBox() const { return m_shot; }
    QComboBox *standsBox() const;
    ConditionList *conditionList() const { return m_conditions; }

private:
    void createWidgets();
    void layOut();
    void connectFields();
    void firerChosen();
    void fillPool(const QList<qint64> &checked);
    void fillTargets();
    // The last range between firer and target (until one moves), unless
    // the umpire typed one.
    void offerRange();
    // Reads the fields into the order and refreshes what follows.
    void readSetup();
    // The umpire chose the stands firing.
    void standsChosen();
    void refreshAp(const std::optional<UnitRecord> &lead, bool guns);
    void refreshSummary();

    FireRequestBuilder *m_builder;
    bool m_filling = false;
    UnitChooser *m_firer = nullptr;
    PoolChooser *m_pool = nullptr;
    UnitChooser *m_targets = nullptr;
    RicochetChooser *m_ricochetOn = nullptr;
    QLineEdit *m_range = nullptr;
    // The range offerRange put in, which the next offer replaces.
    QString m_rangeOffered;
    // The target the page offered (unit, or town block), not the umpire's.
    std::pair<qint64, qint64> m_targetOffered;
    QSpinBox *m_ap = nullptr;
    QLabel *m_apNote = nullptr;
    QComboBox *m_shot = nullptr;
    QLabel *m_shotLabel = nullptr;
    FiringStandsBox *m_stands = nullptr;
    QLabel *m_standsLabel = nullptr;
    ConditionList *m_conditions = nullptr;
    QLabel *m_setupSummary = nullptr;
    QPushButton *m_oddsButton = nullptr;
};

} // namespace Adc
