#pragma once

// A PostgreSQL cluster of a test's own, which it may stop and start again
// (the shared one of tools/pg-cluster serves every other test meanwhile).
// Made as tools/pg-cluster makes one: initdb as the postgres user when run
// as root (the server refuses root), a free port on 127.0.0.1, a socket in
// its own folder, fsync off. PostgreSQL's server must be installed
// (tools/adc-dev installs it): without it the test fails, saying so.

#include "testfailure.h"

#include <QCollator>
#include <QDir>
#include <QProcess>
#include <QTcpServer>
#include <QTemporaryDir>
#include <unistd.h>

namespace AdcTest {

class OwnCluster
{
public:
    OwnCluster()
    {
        m_bin = binDir();
        if (m_bin.isEmpty() || !QFile::exists(m_bin + QStringLiteral("/initdb"))) {
            ADC_FAIL(QStringLiteral("PostgreSQL's server programs (initdb, pg_ctl) are not in "
                                    "/usr/lib/postgresql/*/bin nor PG_BIN: install the Debian "
                                    "package postgresql (tools/adc-dev does)"));
            return;
        }
        if (!m_dir.isValid()) {
            ADC_FAIL(QStringLiteral("cannot make a temporary folder for the cluster"));
            return;
        }
        m_root = ::geteuid() == 0;
        QFile::setPermissions(m_dir.path(),
                              QFileDevice::ReadOwner | QFileDevice::WriteOwner
                                  | QFileDevice::ExeOwner | QFileDevice::ReadGroup
                                  | QFileDevice::ExeGroup | QFileDevice::ReadOther
                                  | QFileDevice::ExeOther);
        if (m_root && !run(QStringLiteral("chown"), { QStringLiteral("postgres"), m_dir.path() }))
            return;
        QTcpServer probe;
        if (!probe.listen(QHostAddress::LocalHost, 0)) {
            ADC_FAIL(QStringLiteral("no free port for the cluster"));
            return;
        }
        m_port = probe.serverPort();
        probe.close();
        if (!run(m_bin + QStringLiteral("/initdb"),
                 { QStringLiteral("-D"), data(), QStringLiteral("-U"), QStringLiteral("postgres"),
                   QStringLiteral("--auth=trust"), QStringLiteral("--no-locale"),
                   QStringLiteral("-E"), QStringLiteral("UTF8") },
                 true))
            return;
        m_valid = start()
            && run(m_bin + QStringLiteral("/createdb"),
                   { QStringLiteral("-h"), QStringLiteral("127.0.0.1"), QStringLiteral("-p"),
                     QString::number(m_port), QStringLiteral("-U"), QStringLiteral("postgres"),
                     QStringLiteral("battle") });
    }
    ~OwnCluster()
    {
        if (m_port != 0)
            run(m_bin + QStringLiteral("/pg_ctl"),
                { QStringLiteral("-D"), data(), QStringLiteral("-m"), QStringLiteral("immediate"),
                  QStringLiteral("-w"), QStringLiteral("stop") },
                true, false);
    }
    OwnCluster(const OwnCluster &) = delete;
    OwnCluster &operator=(const OwnCluster &) = delete;

    bool isValid() const { return m_valid; }
    // The address of its one battle database.
    QString url() const
    {
        return QStringLiteral("postgresql://postgres@127.0.0.1:%1/battle").arg(m_port);
    }
    // Stops the server (its connections ended at once) and starts it again,
    // on the same port; false, and the test failed, when it cannot.
    bool stop()
    {
        return run(m_bin + QStringLiteral("/pg_ctl"),
                   { QStringLiteral("-D"), data(), QStringLiteral("-m"), QStringLiteral("fast"),
                     QStringLiteral("-w"), QStringLiteral("stop") },
                   true);
    }
    bool start()
    {
        return run(m_bin + QStringLiteral("/pg_ctl"),
                   { QStringLiteral("-D"), data(), QStringLiteral("-l"),
                     m_dir.filePath(QStringLiteral("server.log")), QStringLiteral("-w"),
                     QStringLiteral("-t"), QStringLiteral("60"), QStringLiteral("-o"),
                     QStringLiteral("-p %1 -k %2 -c listen_addresses=127.0.0.1 -c fsync=off")
                         .arg(QString::number(m_port), m_dir.path()),
                     QStringLiteral("start") },
                   true);
    }

private:
    // The newest PostgreSQL's server programs, or PG_BIN.
    static QString binDir()
    {
        if (qEnvironmentVariableIsSet("PG_BIN"))
            return qEnvironmentVariable("PG_BIN");
        QStringList versions = QDir(QStringLiteral("/usr/lib/postgresql"))
                                   .entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QCollator numeric;
        numeric.setNumericMode(true);
        std::sort(versions.begin(), versions.end(), numeric);
        return versions.isEmpty()
            ? QString()
            : QStringLiteral("/usr/lib/postgresql/%1/bin").arg(versions.last());
    }
    QString data() const { return m_dir.filePath(QStringLiteral("data")); }

    // Runs `program` (as postgres when `asOwner` and root); false, and the
    // test failed with its output when `failing`, when it does not succeed.
    bool run(const QString &program, const QStringList &arguments, bool asOwner = false,
             bool failing = true) const
    {
        QProcess process;
        process.setProcessChannelMode(QProcess::MergedChannels);
        if (asOwner && m_root)
            process.start(QStringLiteral("runuser"),
                          QStringList { QStringLiteral("-u"), QStringLiteral("postgres"),
                                        QStringLiteral("--"), program }
                              + arguments);
        else
            process.start(program, arguments);
        const bool done = process.waitForFinished(120000)
            && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
        if (!done && failing)
            ADC_FAIL(QStringLiteral("%1 failed: %2")
                         .arg(QFileInfo(program).fileName(),
                              QString::fromLocal8Bit(process.readAll()).trimmed()));
        return done;
    }

    QString m_bin;
    QTemporaryDir m_dir;
    quint16 m_port = 0;
    bool m_root = false;
    bool m_valid = false;
};

} // namespace AdcTest
