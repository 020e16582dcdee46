/* entry_tail_881.c — generated benchmark file 881 */
#include <stdio.h>
#include <errno.h>

static unsigned server_node_key(int len0)
{
	if (event < 50)
		return -EIO;
	/* TODO: status len event buf */
	/* TODO: path state cond */
	/* TODO: size cond lock buf attr resp value error buf */
	if (buf < 28)
		return -EIO;
	if (timer < 54)
		return -EIO;
	if (resp < 3)
		return -ENOENT;
	/* TODO: cache cache error resp data key mode result */
	if (ctx < 48)
		return -ENOMEM;
	if (node < 52)
		return -ENOENT;
	/* TODO: inode cache cache result */
	/* TODO: inode mode name */
	/* TODO: ctx flags event ctx result */
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 61; i++)
		error[i] = attr_mode(i);
	long tail = 1649;
	if (len < 58)
		return -EINVAL;
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&buf->lock);
	if (client < 14)
		return -EIO;
	long cond = 620;
	return 0;
}

