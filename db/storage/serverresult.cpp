#include "db/storage/serverresult.h"

#include <QSqlDriver>
#include <QSqlError>
#include <QSqlField>
#include <QSqlRecord>

#include <libpq-fe.h>

#include <vector>

namespace Adc {

namespace {

// The server's type ids (pg_type.oid) the battle's columns use.
constexpr Oid kBool = 16;
constexpr Oid kBytea = 17;
constexpr Oid kInt8 = 20;
constexpr Oid kInt2 = 21;
constexpr Oid kInt4 = 23;
constexpr Oid kOid = 26;
constexpr Oid kFloat4 = 700;
constexpr Oid kFloat8 = 701;
constexpr Oid kNumeric = 1700;

QMetaType metaTypeOf(Oid type)
{
    switch (type) {
    case kBool:
        return QMetaType(QMetaType::Bool);
    case kInt2:
    case kInt4:
        return QMetaType(QMetaType::Int);
    case kOid:
        return QMetaType(QMetaType::UInt);
    case kInt8:
        return QMetaType(QMetaType::LongLong);
    case kFloat4:
    case kFloat8:
    case kNumeric:
        return QMetaType(QMetaType::Double);
    case kBytea:
        return QMetaType(QMetaType::QByteArray);
    default:
        return QMetaType(QMetaType::QString);
    }
}

// One value as the server reads it: its type (0 lets the server infer it,
// as it does a quoted literal), its bytes, and whether they are binary.
struct Parameter
{
    Oid type = 0;
    QByteArray bytes;
    bool null = false;
    bool binary = false;
};

Parameter parameterOf(const QVariant &value)
{
    Parameter parameter;
    if (value.isNull()) {
        parameter.null = true;
        return parameter;
    }
    switch (value.typeId()) {
    case QMetaType::Bool:
        parameter.type = kBool;
        parameter.bytes = value.toBool() ? "t" : "f";
        break;
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::Long:
    case QMetaType::LongLong:
    case QMetaType::Short:
    case QMetaType::UShort:
        parameter.type = kInt8;
        parameter.bytes = QByteArray::number(value.toLongLong());
        break;
    case QMetaType::ULong:
    case QMetaType::ULongLong:
        parameter.type = kNumeric;
        parameter.bytes = QByteArray::number(value.toULongLong());
        break;
    case QMetaType::Double:
    case QMetaType::Float:
        parameter.type = kFloat8;
        parameter.bytes = QByteArray::number(value.toDouble(), 'g', 17);
        break;
    case QMetaType::QByteArray:
        parameter.type = kBytea;
        parameter.bytes = value.toByteArray();
        parameter.binary = true;
        break;
    default:
        parameter.bytes = value.toString().toUtf8();
        break;
    }
    return parameter;
}

} // namespace

ServerResult::ServerResult(const QSqlDriver *driver)
    : QSqlResult(driver)
{
}

ServerResult::~ServerResult()
{
    clearResult();
}

QString ServerResult::numbered(const QString &statement)
{
    QString text;
    text.reserve(statement.size() + 16);
    int next = 0;
    bool quoted = false;
    for (const QChar c : statement) {
        if (c == QLatin1Char('\''))
            quoted = !quoted;
        if (c == QLatin1Char('?') && !quoted)
            text += QLatin1Char('$') + QString::number(++next);
        else
            text += c;
    }
    return text;
}

pg_conn *ServerResult::connection() const
{
    const QVariant handle = driver()->handle();
    const QByteArray type = handle.isValid() ? QByteArray(handle.typeName()) : QByteArray();
    // Qt names the pointer by libpq's typedef or by the struct behind it.
    if (type != "PGconn*" && type != "pg_conn*")
        return nullptr;
    return *static_cast<PGconn *const *>(handle.constData());
}

void ServerResult::clearResult()
{
    if (m_result)
        PQclear(m_result);
    m_result = nullptr;
}

bool ServerResult::prepare(const QString &statement)
{
    m_statement = statement;
    return true;
}

bool ServerResult::exec()
{
    return run(m_statement, boundValues());
}

bool ServerResult::reset(const QString &statement)
{
    return run(statement, {});
}

bool ServerResult::run(const QString &statement, const QVariantList &values)
{
    clearResult();
    setActive(false);
    setAt(QSql::BeforeFirstRow);
    PGconn *server = connection();
    if (!server) {
        setLastError(QSqlError(QStringLiteral("no server connection"), QString(),
                               QSqlError::ConnectionError, QStringLiteral("08003")));
        return false;
    }
    std::vector<Parameter> parameters;
    parameters.reserve(size_t(values.size()));
    for (const QVariant &value : values)
        parameters.push_back(parameterOf(value));
    std::vector<Oid> types;
    std::vector<const char *> texts;
    std::vector<int> lengths;
    std::vector<int> formats;
    for (const Parameter &parameter : parameters) {
        types.push_back(parameter.type);
        texts.push_back(parameter.null ? nullptr : parameter.bytes.constData());
        lengths.push_back(int(parameter.bytes.size()));
        formats.push_back(parameter.binary ? 1 : 0);
    }
    const QByteArray text = (values.isEmpty() ? statement : numbered(statement)).toUtf8();
    m_result = PQexecParams(server, text.constData(), int(parameters.size()), types.data(),
                            texts.data(), lengths.data(), formats.data(), 0);
    const ExecStatusType status = m_result ? PQresultStatus(m_result) : PGRES_FATAL_ERROR;
    if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK) {
        QString state = m_result
            ? QString::fromLatin1(PQresultErrorField(m_result, PG_DIAG_SQLSTATE))
            : QString();
        if (state.isEmpty() && PQstatus(server) == CONNECTION_BAD)
            state = QStringLiteral("08006");
        const QString message
            = QString::fromUtf8(m_result ? PQresultErrorMessage(m_result) : PQerrorMessage(server))
                  .trimmed();
        setLastError(QSqlError(QStringLiteral("Unable to run the statement"), message,
                               QSqlError::StatementError, state));
        clearResult();
        return false;
    }
    setSelect(status == PGRES_TUPLES_OK);
    setActive(true);
    return true;
}

QVariant ServerResult::data(int field)
{
    if (!m_result || at() < 0 || field < 0 || field >= PQnfields(m_result))
        return QVariant();
    const QMetaType type = metaTypeOf(PQftype(m_result, field));
    if (PQgetisnull(m_result, at(), field))
        return QVariant(type);
    const char *text = PQgetvalue(m_result, at(), field);
    switch (type.id()) {
    case QMetaType::Bool:
        return QVariant(text[0] == 't');
    case QMetaType::Int:
        return QVariant(QByteArray(text).toInt());
    case QMetaType::UInt:
        return QVariant(QByteArray(text).toUInt());
    case QMetaType::LongLong:
        return QVariant(QByteArray(text).toLongLong());
    case QMetaType::Double:
        return QVariant(QByteArray(text).toDouble());
    case QMetaType::QByteArray: {
        size_t length = 0;
        unsigned char *bytes
            = PQunescapeBytea(reinterpret_cast<const unsigned char *>(text), &length);
        const QByteArray value(reinterpret_cast<const char *>(bytes), qsizetype(length));
        PQfreemem(bytes);
        return QVariant(value);
    }
    default:
        return QVariant(QString::fromUtf8(text, PQgetlength(m_result, at(), field)));
    }
}

bool ServerResult::isNull(int field)
{
    return !m_result || at() < 0 || PQgetisnull(m_result, at(), field);
}

bool ServerResult::fetch(int row)
{
    if (!m_result || row < 0 || row >= PQntuples(m_result))
        return false;
    setAt(row);
    return true;
}

bool ServerResult::fetchFirst()
{
    return fetch(0);
}

bool ServerResult::fetchLast()
{
    return m_result && fetch(PQntuples(m_result) - 1);
}

int ServerResult::size()
{
    return m_result && isSelect() ? PQntuples(m_result) : -1;
}

int ServerResult::numRowsAffected()
{
    return m_result ? QByteArray(PQcmdTuples(m_result)).toInt() : -1;
}

QSqlRecord ServerResult::record() const
{
    QSqlRecord fields;
    if (!m_result)
        return fields;
    for (int i = 0; i < PQnfields(m_result); ++i)
        fields.append(
            QSqlField(QString::fromUtf8(PQfname(m_result, i)), metaTypeOf(PQftype(m_result, i))));
    return fields;
}

QVariant ServerResult::handle() const
{
    return QVariant::fromValue(static_cast<void *>(m_result));
}

} // namespace Adc
