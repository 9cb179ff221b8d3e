#pragma once

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QSqlDatabase>
#include <QString>

namespace Adc {

// The rows one action changes, as images before and after it: the log keeps
// them, so undo (before images, last change first) and redo (after images,
// first change first) work after the file was closed and opened again.
// A table's row is named by table and primary key; an image is the row's
// columns by name, or null where the row does not exist.
class ChangeSet
{
public:
    enum class Direction { Undo, Redo };

    explicit ChangeSet(QSqlDatabase database);

    // Call before changing or deleting a row: keeps its image as it was
    // before the action's first change to it.
    void touch(const QString &table, const QJsonValue &key);
    // Call right after inserting a row: it did not exist before.
    void inserted(const QString &table, const QJsonValue &key);

    // Reads every touched row as it now stands and gives the changes in the
    // order the rows were first touched; rows that ended as they began are
    // left out.
    QJsonArray finish() const;

    // The unit ids among the touched rows.
    QList<qint64> unitIds() const;

    // The image of one row as it stands (null when there is none). Throws
    // DatabaseError.
    static QJsonValue image(const QSqlDatabase &database, const QString &table,
                            const QJsonValue &key);
    // Whether two images of a row are the same row. A column only one of
    // them names was added by a later version of the file (version 4:
    // hidden, edge_distance, block; version 6: seen) after the older image
    // was logged: it matches while it holds what the upgrade gave it (0 or
    // NULL; version 8's ap_ball_full and ap_canister_full, which it took
    // from the rulings and the battery's loads, whatever they hold).
    static bool sameRow(const QJsonValue &logged, const QJsonValue &current);
    // The image of every row of a state table, with its key, in key order.
    static QList<std::pair<QJsonValue, QJsonObject>> images(const QSqlDatabase &database,
                                                            const QString &table);
    // Puts back the images of one direction. Every row must stand as the
    // other side of the change says (else the battle changed outside its log
    // and nothing is restored: DatabaseError). Foreign keys are checked at
    // commit, so rows may come back in any order.
    static void restore(const QSqlDatabase &database, const QJsonArray &changes,
                        Direction direction);

private:
    struct Touched
    {
        QString table;
        QJsonValue key;
        QJsonValue before;
    };

    // A row's name as one string, for the index (an import touches
    // thousands of rows: a linear search made it quadratic).
    static QString rowName(const QString &table, const QJsonValue &key);
    // Appends the row unless it was touched already.
    void remember(const QString &table, const QJsonValue &key, bool existed);

    QSqlDatabase m_database;
    QList<Touched> m_touched;
    QHash<QString, int> m_index;
};

} // namespace Adc
