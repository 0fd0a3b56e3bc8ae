// Loaded with `nomodule`: only browsers too old for the shop's modules (Internet Explorer 11 and
// older) run it. It says so after 2 s, for 20 s (second spec document, consent section). ES5 only.
(function () {
  var texts = {
    de: "Ihr Browser ist veraltet und wird nicht mehr unterstützt. Bitte verwenden Sie einen aktuellen Browser wie Firefox, Chrome, Safari oder Edge.",
    en: "Your browser is outdated and no longer supported. Please use a current browser such as Firefox, Chrome, Safari or Edge.",
    fr: "Votre navigateur est obsolète et n’est plus pris en charge. Veuillez utiliser un navigateur récent comme Firefox, Chrome, Safari ou Edge.",
  };
  var match = /^\/(en|fr)(\/|$)/.exec(window.location.pathname);
  var text = texts[match ? match[1] : "de"];
  window.setTimeout(function () {
    var box = document.createElement("div");
    box.setAttribute("role", "alert");
    box.setAttribute("data-testid", "outdated-browser");
    box.style.cssText =
      "position:fixed;top:0;left:0;right:0;z-index:1000;padding:12px 16px;background:#fff4d6;" +
      "color:#1b2430;border-bottom:2px solid #f5a623;font:16px/1.4 sans-serif;text-align:center";
    box.appendChild(document.createTextNode(text));
    document.body.appendChild(box);
    window.setTimeout(function () {
      if (box.parentNode) box.parentNode.removeChild(box);
    }, 20000);
  }, 2000);
})();
