#include "ui/panels/rulingsdialog.h"

#include "core/dice/dicedistribution.h"
#include "core/orders/order.h"
#include "db/battle/battle.h"
#include "ui/panels/messagestyle.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Adc {

namespace {

QString shown(const QJsonValue &value)
{
    if (value.isBool())
        return value.toBool() ? RulingsDialog::tr("on") : RulingsDialog::tr("off");
    if (value.isDouble())
        return QString::number(value.toInteger());
    return value.toString();
}

} // namespace

RulingsDialog::RulingsDialog(Battle *battle, QWidget *parent)
    : QDialog(parent)
    , m_battle(battle)
    , m_original(battle ? battle->rulings() : Rulings())
{
    setWindowTitle(battle ? tr("Rulings: %1").arg(battle->name()) : tr("Rulings"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Where the rules are silent or contradict themselves the umpire "
                                "rules. OK applies the changes as one action: Undo takes them "
                                "back."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QWidget;
    auto *grid = new QGridLayout(form);
    grid->setColumnStretch(0, 1);
    grid->setHorizontalSpacing(12);
    int line = 0;
    for (const RulingInfo &info : Rulings::catalogue()) {
        m_rows.append(addRow(info, grid, line));
        line += 5;
    }
    grid->setRowStretch(line, 1);

    auto *scroll = new QScrollArea(this);
    scroll->setWidget(form);
    scroll->setWidgetResizable(true);
    layout->addWidget(scroll, 1);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    m_message->setStyleSheet(MessageStyle::error());
    layout->addWidget(m_message);

    m_buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    m_buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("ok"));
    m_buttons->button(QDialogButtonBox::Cancel)->setObjectName(QStringLiteral("cancel"));
    m_buttons->button(QDialogButtonBox::RestoreDefaults)
        ->setObjectName(QStringLiteral("restoreDefaults"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &RulingsDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &RulingsDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            &RulingsDialog::restoreDefaults);
    layout->addWidget(m_buttons);

    for (Row &row : m_rows)
        setValue(row, m_original.value(row.info.key));
    if (!battle) {
        m_message->setText(tr("No battle is open: the rulings shown are the house defaults."));
        m_buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
    } else if (battle->isReadOnly()) {
        m_message->setText(tr("The battle file is open read-only: the rulings cannot change."));
    }
    validate();
    resize(680, 620);
}

QWidget *RulingsDialog::createEditor(const RulingInfo &info, QWidget *form)
{
    if (info.defaultValue.isBool()) {
        auto *box = new QCheckBox(tr("on"), form);
        connect(box, &QCheckBox::toggled, this, &RulingsDialog::validate);
        return box;
    }
    if (info.defaultValue.isDouble()) {
        auto *spin = new QSpinBox(form);
        // Wide bounds: Rulings::setValue is the judge of the range, and
        // says so in the form.
        spin->setRange(-999, 999);
        connect(spin, &QSpinBox::valueChanged, this, &RulingsDialog::validate);
        return spin;
    }
    auto *edit = new QLineEdit(form);
    edit->setMaxLength(40);
    connect(edit, &QLineEdit::textChanged, this, &RulingsDialog::validate);
    return edit;
}

RulingsDialog::Row RulingsDialog::addRow(const RulingInfo &info, QGridLayout *grid, int line)
{
    QWidget *form = grid->parentWidget();
    Row row;
    row.info = info;
    auto *title = new QLabel(info.title, form);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    row.editor = createEditor(info, form);
    row.editor->setObjectName(info.key);
    row.editor->setMinimumWidth(110);
    title->setBuddy(row.editor);
    row.defaultLabel = new QLabel(tr("House default: %1").arg(shown(info.defaultValue)), form);
    row.defaultLabel->setObjectName(info.key + QStringLiteral("-default"));
    auto *explanation = new QLabel(info.explanation, form);
    explanation->setWordWrap(true);
    explanation->setForegroundRole(QPalette::PlaceholderText);
    row.hint = new QLabel(form);
    row.hint->setObjectName(info.key + QStringLiteral("-hint"));
    row.error = new QLabel(form);
    row.error->setObjectName(info.key + QStringLiteral("-error"));
    row.error->setStyleSheet(MessageStyle::error());
    row.error->setWordWrap(true);

    grid->addWidget(title, line, 0);
    grid->addWidget(row.editor, line, 1);
    grid->addWidget(row.defaultLabel, line, 2);
    grid->addWidget(explanation, line + 1, 0, 1, 3);
    grid->addWidget(row.hint, line + 2, 0, 1, 3);
    grid->addWidget(row.error, line + 3, 0, 1, 3);
    auto *rule = new QFrame(form);
    rule->setFrameShape(QFrame::HLine);
    rule->setFrameShadow(QFrame::Sunken);
    grid->addWidget(rule, line + 4, 0, 1, 3);
    return row;
}

QJsonValue RulingsDialog::valueOf(const Row &row) const
{
    if (auto *box = qobject_cast<QCheckBox *>(row.editor))
        return box->isChecked();
    if (auto *spin = qobject_cast<QSpinBox *>(row.editor))
        return spin->value();
    if (auto *edit = qobject_cast<QLineEdit *>(row.editor))
        return edit->text().trimmed();
    return QJsonValue();
}

void RulingsDialog::setValue(Row &row, const QJsonValue &value)
{
    if (auto *box = qobject_cast<QCheckBox *>(row.editor))
        box->setChecked(value.toBool());
    else if (auto *spin = qobject_cast<QSpinBox *>(row.editor))
        spin->setValue(value.toInt());
    else if (auto *edit = qobject_cast<QLineEdit *>(row.editor))
        edit->setText(value.toString());
}

Rulings RulingsDialog::rulings() const
{
    Rulings edited = m_original;
    // A value that does not read leaves the ruling as it was; validate()
    // keeps OK disabled until every row reads.
    for (const Row &row : m_rows)
        static_cast<void>(edited.setValue(row.info.key, valueOf(row)));
    return edited;
}

QJsonObject RulingsDialog::changes() const
{
    const Rulings edited = rulings();
    QJsonObject changed;
    for (const RulingInfo &info : Rulings::catalogue()) {
        if (edited.value(info.key) != m_original.value(info.key))
            changed.insert(info.key, edited.value(info.key));
    }
    return changed;
}

QStringList RulingsDialog::problems() const
{
    QStringList list;
    for (const Row &row : m_rows) {
        Rulings probe = m_original;
        const Result<void> set = probe.setValue(row.info.key, valueOf(row));
        if (!set)
            list << set.error();
    }
    return list;
}

void RulingsDialog::validate()
{
    bool ok = true;
    for (Row &row : m_rows) {
        Rulings probe = m_original;
        const QJsonValue value = valueOf(row);
        const Result<void> set = probe.setValue(row.info.key, value);
        const bool reads = set.ok();
        ok = ok && reads;
        row.error->setText(set.error());
        row.error->setVisible(!reads);
        // Changed from the house default: the default shows in bold.
        QFont font = row.defaultLabel->font();
        font.setBold(reads && probe.value(row.info.key) != row.info.defaultValue);
        row.defaultLabel->setFont(font);
        // The odds of class dice, so the umpire sees what a change does.
        if (value.isString() && reads) {
            const DiceExpression parsed = DiceExpression::parse(value.toString()).value();
            const DiceDistribution odds(parsed);
            row.hint->setText(tr("%1: mean %2, %3 to %4; 10 or more %5%, 2 or less %6%")
                                  .arg(parsed.toString())
                                  .arg(QLocale().toString(odds.mean(), 'f', 2))
                                  .arg(odds.minimum())
                                  .arg(odds.maximum())
                                  .arg(QLocale().toString(odds.atLeast(10) * 100.0, 'f', 1))
                                  .arg(QLocale().toString(odds.atMost(2) * 100.0, 'f', 1)));
            row.hint->setVisible(true);
        } else {
            row.hint->clear();
            row.hint->setVisible(false);
        }
    }
    const bool writable = m_battle && !m_battle->isReadOnly();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(ok && writable);
    if (ok && writable)
        m_message->clear();
    else if (!ok)
        m_message->setText(tr("Correct the rulings marked in red before applying them."));
}

void RulingsDialog::restoreDefaults()
{
    const Rulings defaults;
    for (Row &row : m_rows)
        setValue(row, defaults.value(row.info.key));
    validate();
}

void RulingsDialog::accept()
{
    const QStringList wrong = problems();
    if (!wrong.isEmpty()) {
        m_message->setText(tr("Not applied: %1").arg(wrong.join(QLatin1String("; "))));
        return;
    }
    if (!m_battle) {
        QDialog::reject();
        return;
    }
    const SetRulingsOrder changed = SetRulingsOrder::between(m_original, rulings());
    if (changed.names.isEmpty()) {
        QDialog::accept();
        return;
    }
    const ActionOutcome outcome = m_battle->apply(changed);
    if (!outcome.ok()) {
        m_message->setText(tr("Not applied: %1").arg(outcome.error()));
        return;
    }
    QDialog::accept();
}

} // namespace Adc
