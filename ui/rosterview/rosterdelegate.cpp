#include "ui/rosterview/rosterdelegate.h"

#include <QFont>
#include <QHash>
#include <QPainter>
#include <QPixmap>

namespace Adc {

// Painted, so the program needs no image files for it.
QIcon RosterDelegate::badge(RosterModel::Condition condition)
{
    static QHash<int, QIcon> cache;
    const auto found = cache.constFind(condition);
    if (found != cache.constEnd())
        return *found;
    QColor fill;
    QString letter;
    switch (condition) {
    case RosterModel::Broken:
        fill = QColor(0x7a, 0x00, 0x00);
        letter = QStringLiteral("B");
        break;
    case RosterModel::Routed:
        fill = QColor(0xc6, 0x28, 0x28);
        letter = QStringLiteral("R");
        break;
    case RosterModel::OutOfAp:
        fill = QColor(0xe6, 0x51, 0x00);
        letter = QStringLiteral("A");
        break;
    case RosterModel::InSmoke:
        fill = QColor(0x70, 0x70, 0x70);
        letter = QStringLiteral("S");
        break;
    case RosterModel::NoCondition:
        return QIcon();
    }
    QIcon icon;
    for (int size : { 16, 32 }) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(Qt::NoPen);
        painter.setBrush(fill);
        painter.drawEllipse(QRectF(0.5, 0.5, size - 1.0, size - 1.0));
        QFont font;
        font.setBold(true);
        font.setPixelSize(size * 11 / 16);
        painter.setFont(font);
        painter.setPen(Qt::white);
        painter.drawText(QRect(0, 0, size, size), Qt::AlignCenter, letter);
        painter.end();
        icon.addPixmap(pixmap);
    }
    cache.insert(condition, icon);
    return icon;
}

QIcon RosterDelegate::badgeFor(const QModelIndex &index)
{
    if (index.column() != RosterModel::NameColumn
        || index.data(RosterModel::KindRole).toInt() != int(RosterModel::Kind::Unit))
        return QIcon();
    const RosterModel::Conditions conditions(index.data(RosterModel::ConditionsRole).toInt());
    return badge(RosterModel::worstOf(conditions));
}

void RosterDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const QIcon icon = badgeFor(index);
    if (icon.isNull())
        return;
    option->features |= QStyleOptionViewItem::HasDecoration;
    option->icon = icon;
    option->decorationSize = icon.actualSize(option->decorationSize);
}

} // namespace Adc
