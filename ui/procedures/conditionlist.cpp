#include "ui/procedures/conditionlist.h"

#include "ui/procedures/wrappingdelegate.h"

#include "core/common/ruletext.h"
#include "core/fire/firemodifiers.h"
#include "ui/procedures/idrole.h"

#include <QHeaderView>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Adc {

namespace {

QString groupTitle(const QString &group)
{
    if (group == QLatin1String("small-arms"))
        return ConditionList::tr("Small arms");
    if (group == QLatin1String("artillery"))
        return ConditionList::tr("Artillery");
    if (group == QLatin1String("firer-moving"))
        return ConditionList::tr("Firer moving");
    if (group == QLatin1String("firer-morale"))
        return ConditionList::tr("Firer morale");
    if (group == QLatin1String("firer-smoke"))
        return ConditionList::tr("Firer in smoke");
    if (group == QLatin1String("target-cover"))
        return ConditionList::tr("Target cover");
    if (group == QLatin1String("target"))
        return ConditionList::tr("Target");
    if (group == QLatin1String("sight"))
        return ConditionList::tr("Line of sight (artillery)");
    return group;
}

QString valueText(const FireModifiers::Rule &rule, Shot shot, const Rulings &rulings)
{
    if (rule.forbids)
        return ConditionList::tr("no fire");
    const int value = rule.valueFor(shot, rulings);
    if (value > 0)
        return QStringLiteral("+%1").arg(value);
    if (value < 0)
        return QStringLiteral("\u2212%1").arg(-value);
    if (rule.apLimit > 0)
        return ConditionList::tr("%1 AP at most").arg(rule.apLimit);
    return QStringLiteral("0");
}

// Checks an item and says where its state comes from.
void mark(QTreeWidgetItem *item, bool derived, bool checked)
{
    item->setCheckState(0, checked ? Qt::Checked : Qt::Unchecked);
    QFont font = item->font(0);
    font.setBold(derived);
    item->setFont(0, font);
    if (derived)
        item->setText(
            2, checked ? ConditionList::tr("battle") : ConditionList::tr("battle, overridden"));
    else
        item->setText(2, checked ? ConditionList::tr("umpire") : QString());
}

} // namespace

ConditionList::ConditionList(QWidget *parent)
    : QWidget(parent)
{
    m_view = new QTreeWidget(this);
    m_view->setObjectName(QStringLiteral("conditions"));
    m_view->setColumnCount(3);
    m_view->setHeaderLabels({ tr("Condition"), tr("Modifier"), tr("From") });
    m_view->setRootIsDecorated(false);
    // A long condition's name wraps onto a second line rather than being cut.
    m_view->setWordWrap(true);
    m_view->setTextElideMode(Qt::ElideNone);
    m_view->setItemDelegate(new WrappingDelegate(m_view));
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    setFocusProxy(m_view);
    // Wrapped rows take their height from the name column's width.
    connect(m_view->header(), &QHeaderView::sectionResized, m_view, [this](int section) {
        if (section == 0)
            m_view->doItemsLayout();
    });

    connect(m_view, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem *item, int column) {
        if (m_filling || column != 0)
            return;
        const QString id = item->data(0, kIdRole).toString();
        if (!id.isEmpty())
            Q_EMIT toggled(id, item->checkState(0) == Qt::Checked);
    });
}

void ConditionList::setConditions(const QStringList &available, const QStringList &derived,
                                  const QStringList &checked, Shot shot, const Rulings &rulings)
{
    const FireModifiers &modifiers = FireModifiers::standard();
    // The same conditions: checks and marks change in place, so the item
    // being toggled survives its own signal and the current row stays.
    QStringList listed;
    for (int i = 0; i < m_view->topLevelItemCount(); ++i) {
        const QString id = m_view->topLevelItem(i)->data(0, kIdRole).toString();
        if (!id.isEmpty())
            listed.append(id);
    }
    QStringList wanted;
    for (const QString &id : available) {
        if (modifiers.indexOf(id) >= 0)
            wanted.append(id);
    }
    if (listed == wanted && !listed.isEmpty()) {
        m_filling = true;
        m_derived = derived;
        for (int i = 0; i < m_view->topLevelItemCount(); ++i) {
            QTreeWidgetItem *item = m_view->topLevelItem(i);
            const QString id = item->data(0, kIdRole).toString();
            if (id.isEmpty())
                continue;
            const FireModifiers::Rule &rule = modifiers.rule(modifiers.indexOf(id));
            item->setText(1, valueText(rule, shot, rulings));
            mark(item, derived.contains(id), checked.contains(id));
        }
        m_filling = false;
        return;
    }

    const QString current
        = m_view->currentItem() ? m_view->currentItem()->data(0, kIdRole).toString() : QString();
    m_filling = true;
    m_derived = derived;
    m_view->clear();
    QString group;
    QFont heading = m_view->font();
    heading.setBold(true);
    for (const QString &id : available) {
        const int index = modifiers.indexOf(id);
        if (index < 0)
            continue;
        const FireModifiers::Rule &rule = modifiers.rule(index);
        if (rule.group != group) {
            group = rule.group;
            auto *title = new QTreeWidgetItem(m_view, { groupTitle(group) });
            title->setFlags(Qt::ItemIsEnabled);
            title->setFont(0, heading);
        }
        auto *item = new QTreeWidgetItem(m_view);
        // Not indented with spaces: a wrapped name's second line would not be.
        item->setText(0, RuleText::text(rule.title));
        item->setData(0, kIdRole, id);
        item->setToolTip(0, RuleText::text(rule.title));
        item->setText(1, valueText(rule, shot, rulings));
        item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        mark(item, derived.contains(id), checked.contains(id));
        if (id == current)
            m_view->setCurrentItem(item);
    }
    m_filling = false;
}

QTreeWidgetItem *ConditionList::itemOf(const QString &id) const
{
    for (int i = 0; i < m_view->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_view->topLevelItem(i);
        if (item->data(0, kIdRole).toString() == id)
            return item;
    }
    return nullptr;
}

QStringList ConditionList::checked() const
{
    QStringList ids;
    for (int i = 0; i < m_view->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = m_view->topLevelItem(i);
        const QString id = item->data(0, kIdRole).toString();
        if (!id.isEmpty() && item->checkState(0) == Qt::Checked)
            ids.append(id);
    }
    return ids;
}

bool ConditionList::isChecked(const QString &id) const
{
    const QTreeWidgetItem *item = itemOf(id);
    return item && item->checkState(0) == Qt::Checked;
}

bool ConditionList::contains(const QString &id) const
{
    return itemOf(id) != nullptr;
}

void ConditionList::setChecked(const QString &id, bool checked)
{
    if (QTreeWidgetItem *item = itemOf(id))
        item->setCheckState(0, checked ? Qt::Checked : Qt::Unchecked);
}

} // namespace Adc
