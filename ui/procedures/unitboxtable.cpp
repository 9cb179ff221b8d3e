#include "ui/procedures/unitboxtable.h"

#include "ui/procedures/idrole.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace Adc {

UnitBoxTable::UnitBoxTable(const QString &name, const QStringList &headers, QWidget *parent)
    : QWidget(parent)
{
    m_headline = new QLabel(this);
    m_headline->setWordWrap(true);
    m_table = new QTableWidget(this);
    m_table->setObjectName(name);
    m_table->setColumnCount(static_cast<int>(headers.size()));
    m_table->setHorizontalHeaderLabels(headers);
    m_table->verticalHeader()->hide();
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_everyBox = new QCheckBox(tr("Show &every unit"), this);
    m_everyBox->setObjectName(QStringLiteral("everyUnit"));
    connect(m_everyBox, &QCheckBox::toggled, this, &UnitBoxTable::setShowEveryUnit);
}

void UnitBoxTable::layOut(QHBoxLayout *bottom)
{
    bottom->addWidget(m_everyBox);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_headline);
    layout->addWidget(m_table, 1);
    layout->addLayout(bottom);
}

QPushButton *UnitBoxTable::tickButton(const QString &text, const QString &name, const QString &tip)
{
    auto *button = new QPushButton(text, this);
    button->setObjectName(name);
    button->setToolTip(tip);
    button->setAutoDefault(false);
    return button;
}

void UnitBoxTable::setShowEveryUnit(bool every)
{
    if (every == m_every)
        return;
    m_every = every;
    m_everyBox->setChecked(every);
    fill();
}

int UnitBoxTable::rowOf(qint64 id) const
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (m_table->item(row, UnitColumn)->data(kIdRole).toLongLong() == id)
            return row;
    }
    return -1;
}

std::optional<UnitRecord> UnitBoxTable::unit(qint64 id) const
{
    for (const UnitRecord &unit : m_units) {
        if (unit.id == id)
            return unit;
    }
    return std::nullopt;
}

std::optional<UnitRecord> UnitBoxTable::currentUnit() const
{
    const QTableWidgetItem *current = m_table->currentItem();
    if (!current)
        return std::nullopt;
    return unit(m_table->item(current->row(), UnitColumn)->data(kIdRole).toLongLong());
}

void UnitBoxTable::fill()
{
    m_filling = true;
    m_table->setRowCount(0);
    for (const UnitRecord &unit : std::as_const(m_units)) {
        if (!m_every && !concerns(unit))
            continue;
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        auto *name = new QTableWidgetItem(unit.name);
        name->setData(kIdRole, unit.id);
        m_table->setItem(row, UnitColumn, name);
        fillRow(row, unit);
    }
    m_filling = false;
    filled();
}

} // namespace Adc
