import ChatIcon from '@mui/icons-material/Chat';
import FavoriteIcon from '@mui/icons-material/Favorite';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import WavingHandIcon from '@mui/icons-material/WavingHand';
import Box from '@mui/material/Box';

// The tile colours of the built-in boards, so the picture looks like the board that follows.
const TILES = [
  { Icon: WavingHandIcon, color: '#fff176' },
  { Icon: FavoriteIcon, color: '#f8bbd0' },
  { Icon: RestaurantIcon, color: '#bbdefb' },
  { Icon: ChatIcon, color: '#c8e6c9' },
];

/** Four picture tiles, as decoration: the text beside it says everything they show. */
export function WelcomePicture() {
  return (
    <Box aria-hidden sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 64px)', gap: 1.25 }}>
      {TILES.map(({ Icon, color }) => (
        <Box key={color} sx={{ width: 64, height: 64, borderRadius: 2, bgcolor: color, color: '#263238', display: 'grid', placeItems: 'center', boxShadow: 1 }}>
          <Icon fontSize="large" />
        </Box>
      ))}
    </Box>
  );
}
