#pragma once

#include "core/common/result.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QtGlobal>
#include <optional>

namespace Adc {

// Reads one rules table (resources/rules/*.json) and keeps the first error,
// named by file and entry, so a malformed table is reported, never read as zero.
class TableReader
{
public:
    // Where the compiled-in tables live.
    static QString standardDirectory() { return QStringLiteral(":/rules"); }

    explicit TableReader(QString file, QString directory = standardDirectory());

    // Parses the file; on failure ok() is false and failure() says why.
    std::optional<QJsonObject> load();

    bool ok() const { return !m_failed; }
    // "FILE: ENTRY: why", the first problem: a table that does not read is a
    // failure of the file (exit 1), not of a person's request.
    Failure failure() const;
    const QString &file() const { return m_file; }
    // Where the first problem is ("casualties.steps", empty at the top) and
    // why, apart.
    const QString &failedEntry() const { return m_entry; }
    const QString &failedMessage() const { return m_message; }

    // Records an error (only the first is kept) and returns false.
    bool fail(const QString &entry, const QString &message);
    // "entry.key", or key at the top level.
    static QString join(const QString &entry, const QString &key);

    // Typed getters: a missing key or a wrong type records an error at
    // "entry.key" and returns a neutral value; check ok() afterwards.
    int integer(const QJsonObject &object, const QString &key, const QString &entry);
    double number(const QJsonObject &object, const QString &key, const QString &entry);
    QString string(const QJsonObject &object, const QString &key, const QString &entry);
    // A string that must hold more than spaces.
    QString nonEmptyString(const QJsonObject &object, const QString &key, const QString &entry);
    bool boolean(const QJsonObject &object, const QString &key, const QString &entry);
    QJsonArray array(const QJsonObject &object, const QString &key, const QString &entry);
    QJsonObject object(const QJsonObject &object, const QString &key, const QString &entry);

    // An array element that must be an object / an integer.
    QJsonObject objectAt(const QJsonArray &array, int index, const QString &entry);
    int integerAt(const QJsonArray &array, int index, const QString &entry);

private:
    bool check(const QJsonObject &object, const QString &key, const QString &entry);

    QString m_file;
    QString m_directory;
    QString m_entry;
    QString m_message;
    bool m_failed = false;
};

// A table compiled into the program, read once on first use through
// T::fromJson(root, reader). One that cannot be read is a broken build, not
// bad input: the program stops, naming the file and the entry.
template<typename T> const T &standardTable(const QString &file)
{
    static const T table = [&file] {
        TableReader reader(file);
        std::optional<T> loaded;
        if (const std::optional<QJsonObject> root = reader.load())
            loaded = T::fromJson(*root, reader);
        if (!loaded)
            qFatal("%s", qPrintable(reader.failure().reason));
        return *loaded;
    }();
    return table;
}

} // namespace Adc
