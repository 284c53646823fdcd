// SPDX-License-Identifier: GPL-3.0-or-later
// Start-up as a user meets it: from launching the program to its first painted window, launched in
// turn in the same run: a bare Qt main window, the bare window with a menu, a label and a status bar
// (the least a real window shows), Rigsmith on the bundled catalog and Rigsmith with no catalog.
// Targets: Rigsmith on the catalog within 2.5 × the window with text, and within 1.3 × Rigsmith with
// no catalog (the first paint does not wait for the catalog). Each program reports its first paint
// itself (ui/startupprobe.h), so process teardown is not counted.
#include "benchharness.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QProcess>
#include <QTemporaryDir>

using namespace rigsmith;

namespace {

// Milliseconds from launch to first paint, or a negative number when the program did not report.
double launch(const QString &program, const QStringList &args, const QProcessEnvironment &env)
{
    QProcess p;
    QProcessEnvironment e = env;
    e.insert(QStringLiteral("RIGSMITH_STARTUP_PROBE"),
        QString::number(QDeadlineTimer::current(Qt::PreciseTimer).deadlineNSecs()));
    p.setProcessEnvironment(e);
    p.start(program, args);
    if (!p.waitForFinished(30000)) {
        p.kill();
        p.waitForFinished();
        return -1;
    }
    for (const QByteArray &line : p.readAllStandardOutput().split('\n')) {
        if (line.startsWith("first-paint "))
            return line.mid(12).toDouble();
    }
    QTextStream(stderr) << program << ": no first paint reported: " << p.readAllStandardError() << '\n';
    return -1;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication application(argc, argv);
    // A first run: no remembered layout, no autosaves, no dialogs.
    QTemporaryDir home;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("RIGSMITH_NO_DIALOGS"), QStringLiteral("1"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), home.path());
    const QString bare = QStringLiteral(RIGSMITH_BARE_WINDOW);
    const QString rigsmith = QStringLiteral(RIGSMITH_APP);
    const QStringList withCatalog {QStringLiteral("--catalog"), QStringLiteral(RIGSMITH_CATALOG_FILE)};
    const QStringList noCatalog {QStringLiteral("--catalog"), home.filePath(QStringLiteral("none.sqlite"))};

    // Warm the page cache, then take turns so all four see the same machine load.
    const QStringList text {QStringLiteral("--text")};
    launch(bare, {}, env);
    launch(rigsmith, withCatalog, env);
    QList<double> bareMs, textMs, appMs, emptyMs;
    for (int i = 0; i < 15; ++i) {
        bareMs.append(launch(bare, {}, env));
        textMs.append(launch(bare, text, env));
        appMs.append(launch(rigsmith, withCatalog, env));
        emptyMs.append(launch(rigsmith, noCatalog, env));
    }
    for (const QList<double> *runs : {&bareMs, &textMs, &appMs, &emptyMs}) {
        if (runs->contains(-1)) {
            QTextStream(stdout) << "BENCH start-up (launch to first paint): a program did not report\n";
            return 1;
        }
    }
    const auto median = [](QList<double> v) {
        std::sort(v.begin(), v.end());
        return v[v.size() / 2];
    };
    const double b = median(bareMs), t = median(textMs), a = median(appMs), e = median(emptyMs);
    const auto verdict = [](double ratio, double target) {
        return ratio <= target ? QStringLiteral("ok") : QStringLiteral("SLOWER THAN TARGET");
    };
    QTextStream(stdout) << QStringLiteral(
        "BENCH start-up, launch to first paint (medians of 15): Rigsmith with the bundled catalog %1 ms; "
        "against the bare window with a menu, a label and a status bar (%2 ms) ratio %3 (target <= 2.5) "
        "%4; against Rigsmith with no catalog (%5 ms) ratio %6 (target <= 1.3) %7; for scale: bare Qt "
        "window %8 ms\n")
                               .arg(a, 0, 'f', 1)
                               .arg(t, 0, 'f', 1)
                               .arg(a / t, 0, 'f', 2)
                               .arg(verdict(a / t, 2.5))
                               .arg(e, 0, 'f', 1)
                               .arg(a / e, 0, 'f', 2)
                               .arg(verdict(a / e, 1.3))
                               .arg(b, 0, 'f', 1);
    return 0;
}
