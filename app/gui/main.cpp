// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/exchangerates.h"
#include "db/catalog/catalogcheck.h"
#include "db/session/cataloglocator.h"
#include "db/session/catalogsession.h"
#include "i18n.h"
#include "ui/chassis/chassisview.h"
#include "ui/window/firstpaint.h"
#include "ui/window/mainwindow.h"
#include "ui/window/startupprobe.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QSettings>
#include <QTextStream>
#include <QThread>
#include <QTimer>

#include <memory>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Rigsmith"));
    QApplication::setOrganizationName(QStringLiteral("Rigsmith"));
    QApplication::setApplicationVersion(QStringLiteral(RIGSMITH_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/org.rigsmith.Rigsmith.svg")));
    QGuiApplication::setDesktopFileName(QStringLiteral("org.rigsmith.Rigsmith"));
    rigsmith::installTranslations(app);
    QStringList refusedRates;
    {
        // The user's own exchange rates (dated), applied to every build's parts and energy alike.
        QSettings settings;
        rigsmith::core::ExchangeRates::setCurrent(
            rigsmith::core::ExchangeRates::load(settings, &refusedRates));
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Deep-learning workstation configurator"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
        QApplication::translate("main", "Build file to open"), QStringLiteral("[file...]"));
    const QCommandLineOption catalogOption(QStringLiteral("catalog"),
        QApplication::translate("main", "Parts catalog to use"), QStringLiteral("path"));
    parser.addOption(catalogOption);
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
        QApplication::translate("main", "Render the window with the file open to a PNG and exit"),
        QStringLiteral("out.png"));
    parser.addOption(screenshot);
    parser.process(app);

    // No save, autosave or export may replace the user's overlay or the catalog.
    rigsmith::db::protectUserFiles(parser.value(catalogOption), QApplication::applicationDirPath());
    std::unique_ptr<rigsmith::db::CatalogSession> catalog; // outlives the window that shows its parts
    rigsmith::ui::MainWindow window;
    // Opens the catalog (`checked`: a path whose check already passed, else empty) and gives the
    // window its parts, the user's prices and the layout corrections.
    const auto openCatalog = [&](const QString &checked) {
        catalog = std::make_unique<rigsmith::db::CatalogSession>(parser.value(catalogOption),
            QApplication::applicationDirPath(), rigsmith::db::UserOverlay::defaultPath(), checked);
        // The parts are read on a second core; GPUs first, the browser's first table and the
        // value map need them. The window fills in as each kind arrives.
        catalog->preload({rigsmith::core::PartKind::Gpu});
        // A stored exchange rate that is not used is said with the catalog's problems.
        window.setCatalog(catalog->catalog(), catalog->problems() + refusedRates);
        window.setPriceBook(catalog->prices());
        window.setLayoutStore(catalog->layoutStore());
    };
    // Every build named on the command line opens, each in its tab.
    for (const QString &file : parser.positionalArguments())
        window.openFile(file);
    if (parser.isSet(screenshot)) {
        openCatalog(QString());
        if (const rigsmith::core::PartCatalog *parts = catalog->catalog()) {
            for (rigsmith::core::PartKind kind : rigsmith::core::allValues<rigsmith::core::PartKind>())
                parts->whenReady(kind).waitForFinished();
        }
        // Headless: render the window as a user would see it, for the README and for tests.
        qputenv("RIGSMITH_NO_DIALOGS", "1");
        window.resize(1600, 1200);
        window.resetLayout(); // the panels sized for the picture, not for the first-run window
        window.show();
        QApplication::processEvents();
        window.view()->fit();
        QApplication::processEvents();
        const QString out = parser.value(screenshot);
        if (!window.grab().save(out)) {
            QTextStream(stderr)
                << QApplication::translate("main", "rigsmith: cannot write the screenshot %1").arg(out)
                << '\n';
            return 2;
        }
        return 0;
    }
    // The window appears first, with the build; the catalog is opened once it has painted.
    window.expectCatalog();
    rigsmith::ui::afterFirstPaint(&window, [&] {
        // The catalog check (integrity and every part's values, some 0.4 s) runs on a thread of its
        // own, so the window answers meanwhile; the catalog is then opened here without a second
        // check. A failed check is not trusted: the session checks again and reports why.
        const QString path
            = rigsmith::db::locateCatalog(parser.value(catalogOption), QApplication::applicationDirPath())
                  .path;
        auto passed = std::make_shared<bool>(false);
        QThread *checker = QThread::create(
            [path, passed] { *passed = !path.isEmpty() && rigsmith::db::checkCatalogFile(path).isEmpty(); });
        QObject::connect(checker, &QThread::finished, &window, [&, checker, path, passed] {
            checker->deleteLater();
            openCatalog(*passed ? path : QString());
        });
        // Closed before the check ends: the thread is waited for, never destroyed while running.
        QObject::connect(&app, &QCoreApplication::aboutToQuit, checker, [checker] { checker->wait(); });
        checker->start();
    });
    rigsmith::ui::StartupProbe::install(&window); // after afterFirstPaint: it reports first
    window.show();
    // Builds a crashed run left unsaved are offered once the window is up.
    QTimer::singleShot(0, &window, [&window] { window.offerRecovery(); });
    return QApplication::exec();
}
