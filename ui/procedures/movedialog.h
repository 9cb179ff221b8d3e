#pragma once

#include "core/model/featurerecord.h"
#include "core/model/unitrecord.h"
#include "core/orders/order.h"
#include "core/terrain/moveorder.h"
#include "core/terrain/moveplan.h"
#include "ui/procedures/proceduredialog.h"

#include <QHash>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;

namespace Adc {

class UnitChooser;

// A unit's move (the terrain page, seed 001): the unit, the terrain it ends
// in, the feature it enters, what it crosses (an LTF, a river at a ford or a
// bridge) and whether it keeps to a road. The preview is MovePlanner's, the
// planner the battle's "move" action applies: refused with the reason (the
// occupant of a full feature named), or half or full movement and what the
// move does to smoke and recovery. Move applies it as one undoable action.
class MoveDialog : public ProcedureDialog
{
    Q_OBJECT

public:
    enum Step { OrderStep, ResultStep };

    explicit MoveDialog(Battle *battle, QWidget *parent = nullptr);

    void setUnit(qint64 id);
    qint64 unit() const;
    std::optional<UnitRecord> unitRecord() const;
    // The order as the fields stand, and the planner's plan for it.
    MoveOrder order() const;
    MovePlan plan() const;
    // The order to apply.
    Order action() const;

    UnitChooser *unitChooser() const { return m_unit; }
    QComboBox *terrainBox() const { return m_terrain; }
    QComboBox *featureBox() const { return m_feature; }
    QCheckBox *crossingBox(const QString &name) const { return m_crossings.value(name); }
    QCheckBox *roadBox() const { return m_road; }
    QString previewText() const;
    QString resultText() const;

protected:
    UnitChooser *actingUnitChooser() const override { return unitChooser(); }
    void advance(int step) override;
    void stepShown(int step) override;

private:
    QWidget *buildOrderPage();
    void unitChosen();
    void featureChosen();
    void refreshPreview();
    std::optional<FeatureRecord> chosenFeature() const;
    QList<UnitRecord> occupants(const FeatureRecord &feature) const;
    static QString terrainLabel(Terrain terrain);

    UnitChooser *m_unit = nullptr;
    QComboBox *m_terrain = nullptr;
    QComboBox *m_feature = nullptr;
    QHash<QString, QCheckBox *> m_crossings;
    QCheckBox *m_road = nullptr;
    QLabel *m_preview = nullptr;
    QLabel *m_result = nullptr;
    QList<FeatureRecord> m_features;
    // The plan the move was applied with (the battle plans it the same way).
    std::optional<MovePlan> m_applied;
};

} // namespace Adc
