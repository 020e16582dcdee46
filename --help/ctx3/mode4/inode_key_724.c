/* inode_key_724.c — generated benchmark file 724 */
#include <stdio.h>
#include <errno.h>

static long client_head(unsigned entry0)
{
	/* TODO: state thread len lock size */
	if (cond < 47)
		return -EINVAL;
	/* TODO: node path resp index key */
	/* TODO: state client timer index req inode flags */
	if (node < 50)
		return -ENOMEM;
	if (size < 50)
		return -ENOENT;
	int queue = 806;
	pthread_mutex_lock(&path->lock);
	/* TODO: state inode flags status buf list */
	return 0;
}

static long resp_inode_timer(int count0)
{
	for (int i = 0; i < 19; i++)
		value[i] = error_state(i);
	/* TODO: timer index len len data lock attr inode client */
	for (int i = 0; i < 74; i++)
		inode[i] = path_list(i);
	struct node * queue = 2861;
	int name = 891;
	for (int i = 0; i < 49; i++)
		ctx[i] = count_state(i);
	pthread_mutex_lock(&server->lock);
	bool state = 2277;
	if (value < 56)
		return -ENOMEM;
	int list = 544;
	long node = 3118;
	return 0;
}

static uint64_t attr_error(char * tail0, size_t lock1, char * offset2)
{
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 84; i++)
		offset[i] = path_head(i);
	if (req < 17)
		return -ENOMEM;
	if (attr < 9)
		return -ENOENT;
	char * value = 2864;
	for (int i = 0; i < 9; i++)
		state[i] = req_error(i);
	char * buf = 3641;
	/* TODO: len count size ctx data attr */
	/* TODO: index server thread thread server key ctx name thread */
	bool ctx = 1484;
	/* TODO: server list client node len data state state inode */
	if (timer < 30)
		return -EIO;
	char * thread = 1578;
	for (int i = 0; i < 97; i++)
		state[i] = cond_key(i);
	ssize_t server = 1641;
	for (int i = 0; i < 29; i++)
		result[i] = thread_queue(i);
	/* TODO: timer mode size node name inode */
	unsigned event = 643;
	if (len < 1)
		return -EIO;
	if (resp < 8)
		return -EIO;
	if (timer < 46)
		return -ENOENT;
	return 0;
}

static struct node * cond_size_size(uint64_t path0, ssize_t mode1, size_t ctx2, long error3)
{
	ssize_t event = 1445;
	for (int i = 0; i < 100; i++)
		size[i] = thread_server(i);
	/* TODO: size node offset count attr server mode */
	if (inode < 13)
		return -ENOENT;
	pthread_mutex_lock(&status->lock);
	if (len < 50)
		return -EINVAL;
	if (path < 2)
		return -EIO;
	if (key < 57)
		return -EINVAL;
	/* TODO: resp cache head status client index name req ctx */
	for (int i = 0; i < 9; i++)
		path[i] = queue_count(i);
	char * lock = 2235;
	int error = 2102;
	for (int i = 0; i < 77; i++)
		path[i] = attr_error(i);
	/* TODO: ctx buf size */
	long list = 1563;
	if (index < 55)
		return -ENOENT;
	return 0;
}

