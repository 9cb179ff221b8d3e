#pragma once

#include "core/aor/aorexposurerequest.h"
#include "core/aor/aorexposureresult.h"
#include "core/aor/aormoverequest.h"
#include "core/aor/aormoveresult.h"

#include <QMap>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QSpinBox;
class QTabWidget;

namespace Adc {

// The Age of Rifles calculators (seed 000) as forms the umpire fills in:
// the movement cost of a hex and the optical cross section of a target.
// Each answer follows every change, with every table line that made it,
// the notes, and the reason when the move is not allowed. The numbers are
// the core's (AorMovement, AorExposure): the panel only reads the form.
class ReferencePanel : public QWidget
{
    Q_OBJECT

public:
    ReferencePanel(QWidget *parent = nullptr);

    // The forms as requests, and the answers on show.
    AorMoveRequest moveRequest() const;
    AorMoveResult moveResult() const { return m_moveResult; }
    AorExposureRequest exposureRequest() const;
    AorExposureResult exposureResult() const { return m_exposureResult; }

    // "March column", "Heavy equipment": a table word as the form shows it.
    static QString wordLabel(const QString &word);
    // A cost as the panel shows it: whole numbers plain, else two decimals.
    static QString costText(double cost);
    // A factor as the panel shows it: four decimals.
    static QString factorText(double factor);

private:
    QWidget *buildMovement();
    // The movement form's unit: formation, allowance and what it is.
    QGroupBox *buildMovingUnit(QWidget *form);
    QWidget *buildExposure();
    void updateMovement();
    void updateExposure();

    QTabWidget *m_tabs = nullptr;

    QComboBox *m_moveFormation = nullptr;
    QCheckBox *m_moveRoad = nullptr;
    QComboBox *m_moveRoadType = nullptr;
    QMap<QString, QCheckBox *> m_moveHex;
    QMap<QString, QCheckBox *> m_moveConditions;
    QCheckBox *m_moveElevation = nullptr;
    QCheckBox *m_moveMounted = nullptr;
    QCheckBox *m_moveHeavy = nullptr;
    QCheckBox *m_moveCrewed = nullptr;
    QCheckBox *m_moveUnlimbered = nullptr;
    QCheckBox *m_moveNaval = nullptr;
    QCheckBox *m_moveSmallVessel = nullptr;
    QDoubleSpinBox *m_moveAllowance = nullptr;
    QLabel *m_moveAnswer = nullptr;
    QLabel *m_moveDetails = nullptr;
    AorMoveResult m_moveResult;

    QComboBox *m_exposureFormation = nullptr;
    QComboBox *m_exposureFire = nullptr;
    QComboBox *m_exposureArc = nullptr;
    QSpinBox *m_exposureTroops = nullptr;
    QComboBox *m_exposureScale = nullptr;
    QMap<QString, QCheckBox *> m_exposureHex;
    QDoubleSpinBox *m_exposureSkirmish = nullptr;
    QCheckBox *m_exposureMounted = nullptr;
    QCheckBox *m_exposureHigher = nullptr;
    QLabel *m_exposureAnswer = nullptr;
    QLabel *m_exposureDetails = nullptr;
    AorExposureResult m_exposureResult;
};

} // namespace Adc
