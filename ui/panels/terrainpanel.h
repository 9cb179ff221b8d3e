#pragma once

#include "core/common/rulings.h"
#include "core/common/vocabulary.h"
#include "core/terrain/moraleeffect.h"

#include <QPointer>
#include <QWidget>

class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace Adc {

class Battle;
class Order;
class UnitChooser;
class FeatureDetails;
class FeatureTree;

// The battle's named terrain features (seed 001): each with its kind, cover,
// how many units it holds and who is in it, and the morale modifier its
// occupants get with the reasons. Features are added and removed, and units
// placed in them or taken out, through the battle's actions (add-feature,
// remove-feature, place), so each change is logged and undoable; what the
// terrain rules refuse (a full wood, cavalry into a wood) comes back from
// the battle and is shown in the panel.
class TerrainPanel : public QWidget
{
    Q_OBJECT

public:
    TerrainPanel(QWidget *parent = nullptr);

    void setBattle(Battle *battle);
    Battle *battle() const { return m_battle; }

    // The morale modifier a unit of `arm` gets in a feature of `kind` as the
    // position generally stands: defending the LTF or the redoubt's parapet,
    // upslope of the nearest enemy on a hill. Seed 001, through TerrainRules.
    static MoraleEffect moraleIn(const QString &kind, Arm arm, const Rulings &rulings);
    // "+1", "0", "-1".
    static QString modifierText(int modifier);

public Q_SLOTS:
    void addFeature();
    void removeFeature();
    // Puts the chosen unit in the selected feature.
    void placeUnit();
    // Takes the selected occupant (or the chosen unit) out into the open.
    void takeOut();

private:
    void refresh();
    void refreshDetails();
    void kindChanged();
    void treeSelectionChanged();
    bool apply(const Order &order);
    void showMessage(const QString &text, bool error);
    QString selectedFeature() const;
    qint64 selectedOccupant() const;
    qint64 chosenUnit() const;
    // Who stands in the selected feature; a new feature.
    QGroupBox *createOccupyBox();
    QGroupBox *createNewFeatureBox();

    QPointer<Battle> m_battle;
    FeatureTree *m_tree = nullptr;
    FeatureDetails *m_details = nullptr;
    QPushButton *m_removeButton = nullptr;
    UnitChooser *m_unitChooser = nullptr;
    QPushButton *m_placeButton = nullptr;
    QPushButton *m_takeOutButton = nullptr;
    QLineEdit *m_nameEdit = nullptr;
    QComboBox *m_kindCombo = nullptr;
    QComboBox *m_coverCombo = nullptr;
    QSpinBox *m_capacitySpin = nullptr;
    QPushButton *m_addButton = nullptr;
    QLabel *m_message = nullptr;
};

} // namespace Adc
