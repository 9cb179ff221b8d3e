// A battle's server address: its query takes only the options that say how
// to connect; one that says where or as whom (or what the session runs) is
// refused by name, so the battle every message names is the one written to.
// One row per parameter.

#include "db/storage/serveraddress.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;

class tst_ServerAddress : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parameters_data();
    void parameters();
    void addressItself();
};

void tst_ServerAddress::parameters_data()
{
    QTest::addColumn<QString>("query");
    // Empty: accepted and passed on as it is; otherwise the message's start.
    QTest::addColumn<QString>("refused");
    const QString elsewhere = QStringLiteral("the address may not set %1: it would connect "
                                             "elsewhere");
    for (const char *name : { "dbname", "host", "hostaddr", "port", "user", "service", "options",
                              "passfile", "client_encoding" })
        QTest::newRow(name) << QString::fromLatin1(name) + QStringLiteral("=b2")
                            << elsewhere.arg(QLatin1String(name));
    const QString password = QStringLiteral("a server address never holds a password");
    QTest::newRow("password") << QStringLiteral("password=secret") << password;
    QTest::newRow("sslpassword") << QStringLiteral("sslpassword=secret") << password;
    QTest::newRow("unknown") << QStringLiteral("frobnicate=1")
                             << QStringLiteral("postgresql://h/b1?frobnicate=1: the option "
                                               "\"frobnicate\" is not one this program passes on");
    QTest::newRow("a search_path in options") << QStringLiteral("options=-csearch_path%3Dother")
                                              << elsewhere.arg(QLatin1String("options"));
    for (const char *option : { "sslmode=require",
                                "sslrootcert=/etc/ca.pem",
                                "sslcert=/home/u/c.pem",
                                "sslkey=/home/u/c.key",
                                "sslcrl=/etc/crl.pem",
                                "sslcrldir=/etc/crl",
                                "sslsni=1",
                                "sslcompression=0",
                                "ssl_min_protocol_version=TLSv1.2",
                                "ssl_max_protocol_version=TLSv1.3",
                                "gssencmode=disable",
                                "channel_binding=require",
                                "require_auth=scram-sha-256",
                                "requirepeer=postgres",
                                "krbsrvname=postgres",
                                "connect_timeout=5",
                                "application_name=table-1",
                                "keepalives=1",
                                "keepalives_idle=30",
                                "keepalives_interval=10",
                                "keepalives_count=3",
                                "tcp_user_timeout=1000",
                                "target_session_attrs=read-write" })
        QTest::newRow(option) << QString::fromLatin1(option) << QString();
    QTest::newRow("a value with a space")
        << QStringLiteral("application_name=a%20b")
        << QStringLiteral("postgresql://h/b1?application_name=a%20b: the option "
                          "\"application_name=a b\" is not a connection option");
}

void tst_ServerAddress::parameters()
{
    QFETCH(QString, query);
    QFETCH(QString, refused);
    const QString text = QStringLiteral("postgresql://h/b1?") + query;
    const Result<ServerAddress> address = ServerAddress::parse(text);
    if (refused.isEmpty()) {
        QVERIFY2(address, qPrintable(address.error()));
        QCOMPARE(address->options(), QStringList { QUrl::fromPercentEncoding(query.toUtf8()) });
        QCOMPARE(address->database(), QStringLiteral("b1"));
        return;
    }
    QVERIFY(!address);
    QVERIFY2(address.error().startsWith(refused), qPrintable(address.error()));
    // Never the password itself.
    QVERIFY(!address.error().contains(QLatin1String("secret")));
}

void tst_ServerAddress::addressItself()
{
    const Result<ServerAddress> address
        = ServerAddress::parse(QStringLiteral("postgresql://umpire@db.example:5433/ligny"
                                              "?sslmode=verify-full&connect_timeout=3"));
    QVERIFY2(address, qPrintable(address.error()));
    QCOMPARE(address->host(), QStringLiteral("db.example"));
    QCOMPARE(address->port(), 5433);
    QCOMPARE(address->user(), QStringLiteral("umpire"));
    QCOMPARE(address->database(), QStringLiteral("ligny"));
    QCOMPARE(address->options(),
             (QStringList { QStringLiteral("sslmode=verify-full"),
                            QStringLiteral("connect_timeout=3") }));
    QCOMPARE(address->shown(), QStringLiteral("postgresql://umpire@db.example:5433/ligny"));
}

ADC_TEST_GUILESS_MAIN(tst_ServerAddress)
#include "tst_serveraddress.moc"
