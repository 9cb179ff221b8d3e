#pragma once

#include <QSqlResult>
#include <QStringList>

struct pg_conn;
struct pg_result;

namespace Adc {

// A statement on a PostgreSQL server with its values bound, never written
// into its text: the statement goes to the server with $1, $2… in place of
// each ? and the values beside it (libpq's PQexecParams), on the connection
// of Qt's driver. Qt's own driver formats the values into the text of an
// EXECUTE; this result is used instead wherever a server statement carries
// values (Sql::query). Every row is read at once.
class ServerResult : public QSqlResult
{
public:
    explicit ServerResult(const QSqlDriver *driver);
    ~ServerResult() override;

    ServerResult(const ServerResult &) = delete;
    ServerResult &operator=(const ServerResult &) = delete;

    // "?" outside quoted text becomes $1, $2…
    static QString numbered(const QString &statement);

protected:
    bool prepare(const QString &statement) override;
    bool exec() override;
    bool reset(const QString &statement) override;
    QVariant data(int field) override;
    bool isNull(int field) override;
    bool fetch(int row) override;
    bool fetchFirst() override;
    bool fetchLast() override;
    int size() override;
    int numRowsAffected() override;
    QSqlRecord record() const override;
    QVariant handle() const override;

private:
    bool run(const QString &statement, const QVariantList &values);
    void clearResult();
    pg_conn *connection() const;

    QString m_statement;
    pg_result *m_result = nullptr;
};

} // namespace Adc
