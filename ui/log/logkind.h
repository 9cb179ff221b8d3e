#pragma once

#include <QColor>
#include <QIcon>
#include <QList>
#include <QString>

namespace Adc {

// What a log entry is, for a person: a few groups of actions, each with a
// title in words, a colour and a small drawn icon that the log's legend
// explains. The log's JSON keeps the action's own name.
class LogKind
{
public:
    enum Group { Fire, Charge, Discipline, Move, Roll, Sweep, Edit, Organisation, Undo };

    static Group groupOf(const QString &kind);
    static QList<Group> groups();
    // The group's name in the legend ("Fire", "Dice roll", ...).
    static QString groupTitle(Group group);
    // The action's name in words ("End of segment", "Add unit", ...).
    static QString title(const QString &kind);
    static QColor colour(Group group);
    static QIcon icon(Group group);
};

} // namespace Adc
