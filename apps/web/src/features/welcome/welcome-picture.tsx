import ChatIcon from '@mui/icons-material/Chat';
import FavoriteIcon from '@mui/icons-material/Favorite';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import WavingHandIcon from '@mui/icons-material/WavingHand';
import Box from '@mui/material/Box';

// The tile colours of the built-in boards, so the picture looks like the board that follows.
const TILES = [
  { Icon: WavingHandIcon, colour: '#fff176' },
  { Icon: FavoriteIcon, colour: '#f8bbd0' },
  { Icon: RestaurantIcon, colour: '#bbdefb' },
  { Icon: ChatIcon, colour: '#c8e6c9' },
];

/** Four picture tiles, as decoration: the text beside it says everything they show. */
export function WelcomePicture() {
  return (
    <Box aria-hidden sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 64px)', gap: 1.25 }}>
      {TILES.map(({ Icon, colour }) => (
        <Box
          key={colour}
          sx={{ width: 64, height: 64, borderRadius: 2, bgcolor: colour, color: '#263238', display: 'grid', placeItems: 'center', boxShadow: 1 }}
        >
          <Icon fontSize="large" />
        </Box>
      ))}
    </Box>
  );
}
