#include "ui/panels/unitpanel.h"

#include "ui/panels/unitfieldspecs.h"

#include "core/common/vocabulary.h"
#include "core/common/vocabularytext.h"
#include "core/model/unitfields.h"
#include "core/orders/order.h"
#include "db/tables/unitreader.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Adc {

namespace {

// Chooses the item of that id (a word's) or text (a side's, a brigade's).
void setCombo(QComboBox *combo, const QString &text)
{
    int at = combo->findData(text);
    if (at < 0)
        at = combo->findText(text);
    if (at >= 0) {
        combo->setCurrentIndex(at);
    } else if (combo->isEditable()) {
        combo->setEditText(text);
    } else {
        combo->addItem(text);
        combo->setCurrentIndex(combo->count() - 1);
    }
}

} // namespace

UnitPanel::UnitPanel(QWidget *parent)
    : QWidget(parent)
{
    build();
    refresh();
}

void UnitPanel::buildHeader(QVBoxLayout *outer)
{
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("unitTitle"));
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    m_title->setFont(titleFont);
    m_title->setWordWrap(true);
    // A unit named "<b>" is shown as written, never as markup.
    m_title->setTextFormat(Qt::PlainText);
    outer->addWidget(m_title);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("unitMessage"));
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setStyleSheet(QStringLiteral("QLabel { color: #8b0000; background: #fde8e6;"
                                            " border: 1px solid #e0a0a0; padding: 4px; }"));
    m_message->hide();
    outer->addWidget(m_message);
}

// The editor of one field, committing each change as an edit action.
QWidget *UnitPanel::editorFor(const UnitFieldSpecs::Field &spec, QWidget *box)
{
    const QString field = QString::fromLatin1(spec.field);
    QWidget *editor = nullptr;
    switch (spec.type) {
    case UnitFieldSpecs::Field::Text: {
        auto *line = new QLineEdit(box);
        connect(line, &QLineEdit::editingFinished, this, [this, line, field] {
            if (m_unit && line->text().trimmed() != m_unit->toJson().value(field).toString())
                commit(field, line->text().trimmed());
        });
        editor = line;
        break;
    }
    case UnitFieldSpecs::Field::Number: {
        auto *spin = new QSpinBox(box);
        spin->setRange(0, spec.high);
        // One action a step or a typed value, never one a keystroke.
        spin->setKeyboardTracking(false);
        connect(spin, &QSpinBox::valueChanged, this,
                [this, field](int value) { commit(field, value); });
        editor = spin;
        break;
    }
    case UnitFieldSpecs::Field::Inches: {
        // Below 0 stands for "not measured" (null).
        auto *spin = new QDoubleSpinBox(box);
        spin->setRange(-0.25, UnitReader::maxEdgeDistance);
        spin->setSingleStep(0.25);
        spin->setDecimals(2);
        spin->setSuffix(QStringLiteral("\""));
        spin->setSpecialValueText(tr("not measured"));
        spin->setKeyboardTracking(false);
        connect(spin, &QDoubleSpinBox::valueChanged, this, [this, field](double value) {
            commit(field, value < 0 ? UnitValue() : UnitValue(value));
        });
        editor = spin;
        break;
    }
    case UnitFieldSpecs::Field::Flag: {
        auto *check = new QCheckBox(box);
        connect(check, &QCheckBox::toggled, this, [this, field](bool on) { commit(field, on); });
        editor = check;
        break;
    }
    case UnitFieldSpecs::Field::Word:
    case UnitFieldSpecs::Field::Side:
    case UnitFieldSpecs::Field::Brigade:
    case UnitFieldSpecs::Field::Feature: {
        auto *combo = new QComboBox(box);
        combo->setEditable(spec.type == UnitFieldSpecs::Field::Side
                           || spec.type == UnitFieldSpecs::Field::Brigade);
        for (const QString &id : UnitFieldSpecs::wordsOf(field))
            combo->addItem(VocabularyText::fieldText(field, id), id);
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(8);
        connect(combo, &QComboBox::activated, this, [this, combo, field] {
            // A word's id, or a side's, brigade's or feature's name.
            const QVariant id = combo->currentData();
            QString text = id.isValid() ? id.toString() : combo->currentText().trimmed();
            if (field == QLatin1String("feature") && combo->currentIndex() == 0)
                text.clear();
            commit(field, text);
        });
        editor = combo;
        break;
    }
    }
    return editor;
}

void UnitPanel::build()
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(4, 4, 4, 4);
    // The unit's name above, any refusal below it, then the fields.
    buildHeader(outer);

    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_form = new QWidget(scroll);
    auto *formLayout = new QVBoxLayout(m_form);
    formLayout->setContentsMargins(0, 0, 0, 0);
    for (const UnitFieldSpecs::Group &group : UnitFieldSpecs::groups()) {
        auto *box = new QGroupBox(QCoreApplication::translate("Adc::UnitFieldSpecs", group.title),
                                  m_form);
        auto *form = new QFormLayout(box);
        form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
        for (const UnitFieldSpecs::Field &spec : group.fields) {
            const QString field = QString::fromLatin1(spec.field);
            QWidget *editor = editorFor(spec, box);
            editor->setObjectName(field);
            m_editors.insert(field, editor);
            form->addRow(QCoreApplication::translate("Adc::UnitFieldSpecs", spec.label), editor);
        }
        formLayout->addWidget(box);
    }
    formLayout->addStretch(1);
    scroll->setWidget(m_form);
    outer->addWidget(scroll, 1);
}

void UnitPanel::setBattle(Battle *battle)
{
    if (m_battle)
        disconnect(m_battle, nullptr, this, nullptr);
    m_battle = battle;
    m_unitId = 0;
    m_unit.reset();
    if (battle) {
        connect(battle, &Battle::unitsChanged, this, [this](const QList<qint64> &ids) {
            if (m_unitId != 0 && ids.contains(m_unitId))
                refresh();
        });
        connect(battle, &Battle::unitRemoved, this, [this](qint64 id) {
            if (id == m_unitId)
                setUnit(0);
        });
        connect(battle, &Battle::battleChanged, this, &UnitPanel::refreshLists);
    }
    showMessage(QString());
    refreshLists();
    refresh();
}

void UnitPanel::setUnit(qint64 id)
{
    if (id == m_unitId && m_unit)
        return;
    m_unitId = id;
    showMessage(QString());
    refreshLists();
    refresh();
}

QString UnitPanel::message() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

void UnitPanel::showMessage(const QString &text)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

void UnitPanel::refreshLists()
{
    auto fill = [](QComboBox *combo, const QStringList &items) {
        const QSignalBlocker blocker(combo);
        const QString current = combo->currentText();
        combo->clear();
        combo->addItems(items);
        setCombo(combo, current);
    };
    QStringList sides;
    QStringList brigades;
    QStringList features { tr("(none)") };
    if (m_battle) {
        for (const SideRecord &side : m_battle->sides())
            sides.append(side.name);
        const QString side = m_unit ? m_unit->side : QString();
        for (const BrigadeRecord &brigade : m_battle->brigades()) {
            if (brigade.side == side)
                brigades.append(brigade.name);
        }
        for (const FeatureRecord &feature : m_battle->features())
            features.append(feature.name);
    }
    fill(static_cast<QComboBox *>(m_editors.value(QStringLiteral("side"))), sides);
    fill(static_cast<QComboBox *>(m_editors.value(QStringLiteral("brigade"))), brigades);
    fill(static_cast<QComboBox *>(m_editors.value(QStringLiteral("feature"))), features);
}

void UnitPanel::refresh()
{
    const std::optional<UnitRecord> before = m_unit;
    m_unit = m_battle && m_unitId != 0 ? m_battle->unit(m_unitId) : std::nullopt;
    if (!m_unit) {
        m_unitId = 0;
        m_title->setText(m_battle ? tr("Select a unit in the roster to edit it.")
                                  : tr("No battle open."));
        m_form->setEnabled(false);
        return;
    }
    // The brigades offered are the unit's side's.
    if (!before || before->side != m_unit->side)
        refreshLists();
    m_title->setText(tr("%1 (%2, %3)").arg(m_unit->name, m_unit->brigade, m_unit->side));
    for (auto it = m_editors.cbegin(); it != m_editors.cend(); ++it) {
        QWidget *editor = it.value();
        const UnitFields::Field *field = UnitFields::find(it.key());
        const UnitValue value = field ? field->value(*m_unit) : UnitValue();
        const QSignalBlocker blocker(editor);
        if (auto *line = qobject_cast<QLineEdit *>(editor)) {
            line->setText(value.toString());
        } else if (auto *spin = qobject_cast<QSpinBox *>(editor)) {
            spin->setValue(value.toInt());
        } else if (auto *inches = qobject_cast<QDoubleSpinBox *>(editor)) {
            inches->setValue(value.isNull() ? inches->minimum() : value.toDouble());
        } else if (auto *check = qobject_cast<QCheckBox *>(editor)) {
            check->setChecked(value.toBool());
        } else if (auto *combo = qobject_cast<QComboBox *>(editor)) {
            if (it.key() == QLatin1String("feature") && value.toString().isEmpty())
                combo->setCurrentIndex(0);
            else
                setCombo(combo, value.toString());
        }
    }
    updateEnabled();
}

void UnitPanel::updateEnabled()
{
    const bool writable = m_battle && !m_battle->isReadOnly() && m_unit;
    m_form->setEnabled(writable);
    if (!m_unit)
        return;
    // Guns carry ball and canister AP and tubes; the others small-arms AP.
    const bool guns = firesByTubes(m_unit->arm);
    m_editors.value(QStringLiteral("ap"))->setEnabled(!guns);
    m_editors.value(QStringLiteral("ap_ball"))->setEnabled(guns);
    m_editors.value(QStringLiteral("ap_canister"))->setEnabled(guns);
    m_editors.value(QStringLiteral("ap_ball_full"))->setEnabled(guns);
    m_editors.value(QStringLiteral("ap_canister_full"))->setEnabled(guns);
    m_editors.value(QStringLiteral("tubes"))->setEnabled(guns);
    if (m_battle && m_battle->isReadOnly())
        showMessage(tr("The battle is open read-only: nothing can be changed."));
}

void UnitPanel::commit(const QString &field, const UnitValue &value)
{
    if (!m_battle || !m_unit)
        return;
    if (UnitDraft::of(*m_unit).value(field) == value)
        return;
    const ActionOutcome outcome = m_battle->apply(EditOrder { m_unit->id, field, value });
    if (outcome.ok()) {
        showMessage(QString());
        // The battle's signal refreshed the editors already.
        const std::optional<LogEntry> entry = m_battle->logEntry(outcome->logId);
        Q_EMIT edited(entry ? entry->summary : field);
        return;
    }
    const QString &reason = outcome.error();
    showMessage(tr("Not changed: %1").arg(reason));
    // Back to the unit as it stands.
    refresh();
    Q_EMIT refused(reason);
}

} // namespace Adc
