import { graphql } from "../gql";

export const ContentImageFields = graphql(`
  fragment ContentImageFields on ContentImage {
    url
    alt
    title
    width
    height
    link
  }
`);

export const ContentLinkFields = graphql(`
  fragment ContentLinkFields on ContentLink {
    url
    external
  }
`);

export const ElementHeaderFields = graphql(`
  fragment ElementHeaderFields on ElementHeader {
    text
    subheader
    level
    position
    link {
      ...ContentLinkFields
    }
  }
`);

export const GalleryFields = graphql(`
  fragment GalleryFields on Gallery {
    horizontalPosition
    verticalPosition
    rows {
      images {
        ...ContentImageFields
      }
    }
  }
`);

export const NavigationItemFields = graphql(`
  fragment NavigationItemFields on NavigationItem {
    title
    link
    external
    active
  }
`);

/** The languages of a content page already fetched (cache only): what the language switch offers. */
export const ContentPageLanguagesDocument = graphql(`
  query ContentPageLanguages($slug: String!, $language: Language) {
    contentPage(slug: $slug, language: $language) {
      id
      languages {
        language
        link
        available
      }
    }
  }
`);

export const ContentPageDocument = graphql(`
  query ContentPage($slug: String!, $language: Language) {
    contentPage(slug: $slug, language: $language) {
      id
      path
      meta {
        title
        subtitle
        description
      }
      languages {
        language
        link
        available
      }
      elements {
        __typename
        ... on ContentElementBase {
          id
          type
          layout
        }
        ... on HeaderElement {
          headline: header {
            ...ElementHeaderFields
          }
        }
        ... on TextElement {
          header {
            ...ElementHeaderFields
          }
          bodyHtml
        }
        ... on TextWithImagesElement {
          header {
            ...ElementHeaderFields
          }
          bodyHtml
          gallery {
            ...GalleryFields
          }
        }
        ... on ImageBannerElement {
          header {
            ...ElementHeaderFields
          }
          gallery {
            ...GalleryFields
          }
        }
        ... on HeroBannerElement {
          header {
            ...ElementHeaderFields
          }
          bodyHtml
          image {
            ...ContentImageFields
          }
          link {
            ...ContentLinkFields
          }
        }
        ... on CallToActionElement {
          header {
            ...ElementHeaderFields
          }
          bodyHtml
          image {
            ...ContentImageFields
          }
          link {
            ...ContentLinkFields
          }
        }
        ... on SplitSectionElement {
          theme
          imageSide
          header {
            ...ElementHeaderFields
          }
          bodyHtml
          image {
            ...ContentImageFields
          }
          link {
            ...ContentLinkFields
          }
        }
        ... on ProductBoxElement {
          size
          header {
            ...ElementHeaderFields
          }
          bodyHtml
          image {
            ...ContentImageFields
          }
          link {
            ...ContentLinkFields
          }
        }
        ... on ContentPreviewElement {
          header {
            ...ElementHeaderFields
          }
          bodyHtml
          image {
            ...ContentImageFields
          }
          link {
            ...ContentLinkFields
          }
        }
        ... on RawHtmlElement {
          html
        }
        ... on StoryNavigationElement {
          header {
            ...ElementHeaderFields
          }
          items {
            ...NavigationItemFields
          }
        }
      }
    }
  }
`);

export const NavigationDocument = graphql(`
  query Navigation($language: Language) {
    navigation(language: $language) {
      main {
        ...NavigationItemFields
      }
      top {
        ...NavigationItemFields
      }
      footerLeft {
        ...NavigationItemFields
      }
      footerRight {
        ...NavigationItemFields
      }
    }
  }
`);
