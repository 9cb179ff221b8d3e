#include "ui/log/logkind.h"

#include <QCoreApplication>
#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <cmath>

namespace Adc {

namespace {

QString translated(const char *text)
{
    return QCoreApplication::translate("Adc::LogKind", text);
}

// Each glyph is drawn white on the group's colour, in a 16-unit square.
void drawGlyph(QPainter &painter, LogKind::Group group)
{
    QPainterPath path;
    switch (group) {
    case LogKind::Fire: // a burst
        for (int i = 0; i < 8; ++i) {
            const double angle = i * 3.14159265 / 4;
            path.moveTo(8, 8);
            path.lineTo(8 + 5.5 * std::cos(angle), 8 + 5.5 * std::sin(angle));
        }
        break;
    case LogKind::Charge: // an arrow forward
        path.moveTo(3, 8);
        path.lineTo(13, 8);
        path.moveTo(9, 4);
        path.lineTo(13, 8);
        path.lineTo(9, 12);
        break;
    case LogKind::Discipline: // a tick
        path.moveTo(3.5, 8.5);
        path.lineTo(6.5, 11.5);
        path.lineTo(12.5, 4.5);
        break;
    case LogKind::Move: // two chevrons
        path.moveTo(3, 4);
        path.lineTo(7, 8);
        path.lineTo(3, 12);
        path.moveTo(8, 4);
        path.lineTo(12, 8);
        path.lineTo(8, 12);
        break;
    case LogKind::Roll: // a die's five pips
        for (const QPointF pip :
             { QPointF(5, 5), QPointF(11, 5), QPointF(8, 8), QPointF(5, 11), QPointF(11, 11) })
            path.addEllipse(pip, 0.9, 0.9);
        break;
    case LogKind::Sweep: // an hourglass
        path.moveTo(4, 3.5);
        path.lineTo(12, 3.5);
        path.lineTo(4, 12.5);
        path.lineTo(12, 12.5);
        path.closeSubpath();
        break;
    case LogKind::Edit: // a pencil stroke
        path.moveTo(4, 12);
        path.lineTo(12, 4);
        path.moveTo(4, 12);
        path.lineTo(4, 10);
        break;
    case LogKind::Organisation: // a plus
        path.moveTo(8, 3.5);
        path.lineTo(8, 12.5);
        path.moveTo(3.5, 8);
        path.lineTo(12.5, 8);
        break;
    case LogKind::Undo: // an arrow turning back
        path.moveTo(12, 11);
        path.arcTo(QRectF(4, 4, 8, 7), 0, 180);
        path.moveTo(2.5, 5.5);
        path.lineTo(4, 8);
        path.lineTo(6.5, 6.5);
        break;
    }
    painter.setPen(QPen(Qt::white, 1.6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(group == LogKind::Roll ? QBrush(Qt::white) : QBrush(Qt::NoBrush));
    painter.drawPath(path);
}

} // namespace

LogKind::Group LogKind::groupOf(const QString &kind)
{
    static const QHash<QString, Group> groups = {
        { QStringLiteral("fire"), Fire },
        { QStringLiteral("charge"), Charge },
        { QStringLiteral("charge-outcome"), Charge },
        { QStringLiteral("discipline"), Discipline },
        { QStringLiteral("flee"), Discipline },
        { QStringLiteral("move"), Move },
        { QStringLiteral("roll"), Roll },
        { QStringLiteral("end-segment"), Sweep },
        { QStringLiteral("end-turn"), Sweep },
        { QStringLiteral("edit"), Edit },
        { QStringLiteral("set-rulings"), Edit },
        { QStringLiteral("set-setting"), Edit },
        { QStringLiteral("issue-tokens"), Edit },
        { QStringLiteral("renew-token"), Edit },
        { QStringLiteral("undo"), Undo },
        { QStringLiteral("redo"), Undo },
    };
    return groups.value(kind, Organisation);
}

QList<LogKind::Group> LogKind::groups()
{
    return { Fire, Charge, Discipline, Move, Roll, Sweep, Edit, Organisation, Undo };
}

QString LogKind::groupTitle(Group group)
{
    switch (group) {
    case Fire:
        return translated(QT_TRANSLATE_NOOP("Adc::LogKind", "Fire"));
    case Charge:
        return translated(QT_TRANSLATE_NOOP("Adc::LogKind", "Charge"));
    case Discipline:
        return translated(QT_TRANSLATE_NOOP("Adc::LogKind", "Discipline"));
    case Move:
        return translated(QT_TRANSLATE_NOOP("Adc::LogKind", "Move"));
    case Roll:
        return translated(QT_TRANSLATE_NOOP("Adc::LogKind", "Dice roll"));
    case Sweep:
        return translated(QT_TRANSLATE_NOOP("Adc::LogKind", "End of segment or turn"));
    case Edit:
        return translated(QT_TRANSLATE_NOOP("Adc::LogKind", "Edit or setting"));
    case Organisation:
        return translated(QT_TRANSLATE_NOOP("Adc::LogKind", "Order of battle or terrain"));
    case Undo:
        return translated(QT_TRANSLATE_NOOP("Adc::LogKind", "Undo or redo"));
    }
    return QString();
}

QString LogKind::title(const QString &kind)
{
    static const QHash<QString, const char *> titles = {
        { QStringLiteral("fire"), QT_TRANSLATE_NOOP("Adc::LogKind", "Fire") },
        { QStringLiteral("charge"), QT_TRANSLATE_NOOP("Adc::LogKind", "Charge") },
        { QStringLiteral("charge-outcome"), QT_TRANSLATE_NOOP("Adc::LogKind", "Charge outcome") },
        { QStringLiteral("discipline"), QT_TRANSLATE_NOOP("Adc::LogKind", "Discipline") },
        { QStringLiteral("flee"), QT_TRANSLATE_NOOP("Adc::LogKind", "Flee") },
        { QStringLiteral("move"), QT_TRANSLATE_NOOP("Adc::LogKind", "Move") },
        { QStringLiteral("roll"), QT_TRANSLATE_NOOP("Adc::LogKind", "Roll") },
        { QStringLiteral("end-segment"), QT_TRANSLATE_NOOP("Adc::LogKind", "End of segment") },
        { QStringLiteral("end-turn"), QT_TRANSLATE_NOOP("Adc::LogKind", "End of turn") },
        { QStringLiteral("edit"), QT_TRANSLATE_NOOP("Adc::LogKind", "Edit") },
        { QStringLiteral("set-rulings"), QT_TRANSLATE_NOOP("Adc::LogKind", "Rulings") },
        { QStringLiteral("set-setting"), QT_TRANSLATE_NOOP("Adc::LogKind", "Setting") },
        { QStringLiteral("issue-tokens"),
          QT_TRANSLATE_NOOP("Adc::LogKind", "Players' view addresses") },
        { QStringLiteral("renew-token"),
          QT_TRANSLATE_NOOP("Adc::LogKind", "Players' view address renewed") },
        { QStringLiteral("add-unit"), QT_TRANSLATE_NOOP("Adc::LogKind", "Add unit") },
        { QStringLiteral("add-units"), QT_TRANSLATE_NOOP("Adc::LogKind", "Add units") },
        { QStringLiteral("remove-unit"), QT_TRANSLATE_NOOP("Adc::LogKind", "Remove unit") },
        { QStringLiteral("add-brigade"), QT_TRANSLATE_NOOP("Adc::LogKind", "Add brigade") },
        { QStringLiteral("remove-brigade"), QT_TRANSLATE_NOOP("Adc::LogKind", "Remove brigade") },
        { QStringLiteral("reorder"), QT_TRANSLATE_NOOP("Adc::LogKind", "Reorder") },
        { QStringLiteral("move-units"), QT_TRANSLATE_NOOP("Adc::LogKind", "Regroup units") },
        { QStringLiteral("add-feature"), QT_TRANSLATE_NOOP("Adc::LogKind", "Add terrain") },
        { QStringLiteral("remove-feature"), QT_TRANSLATE_NOOP("Adc::LogKind", "Remove terrain") },
        { QStringLiteral("place"), QT_TRANSLATE_NOOP("Adc::LogKind", "Place") },
        { QStringLiteral("undo"), QT_TRANSLATE_NOOP("Adc::LogKind", "Undo") },
        { QStringLiteral("redo"), QT_TRANSLATE_NOOP("Adc::LogKind", "Redo") },
    };
    const auto found = titles.constFind(kind);
    return found == titles.cend() ? translated(QT_TRANSLATE_NOOP("Adc::LogKind", "Other"))
                                  : translated(*found);
}

QColor LogKind::colour(Group group)
{
    switch (group) {
    case Fire:
        return QColor(0xc6, 0x28, 0x28); // red: casualties
    case Charge:
        return QColor(0xe6, 0x51, 0x00); // orange
    case Discipline:
        return QColor(0x6a, 0x1b, 0x9a); // purple
    case Move:
        return QColor(0x2e, 0x7d, 0x32); // green
    case Roll:
        return QColor(0x45, 0x5a, 0x64); // slate
    case Sweep:
        return QColor(0x15, 0x65, 0xc0); // blue: the clock
    case Edit:
        return QColor(0x8d, 0x6e, 0x63); // brown
    case Organisation:
        return QColor(0x00, 0x83, 0x8f); // teal
    case Undo:
        return QColor(0x61, 0x61, 0x61); // grey
    }
    return QColor(Qt::gray);
}

QIcon LogKind::icon(Group group)
{
    static QHash<int, QIcon> icons;
    const auto found = icons.constFind(int(group));
    if (found != icons.cend())
        return *found;
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.scale(2, 2);
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour(group));
    painter.drawRoundedRect(QRectF(0.5, 0.5, 15, 15), 3, 3);
    drawGlyph(painter, group);
    painter.end();
    return *icons.insert(int(group), QIcon(pixmap));
}

} // namespace Adc
