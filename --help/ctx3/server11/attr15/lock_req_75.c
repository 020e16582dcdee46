/* lock_req_75.c — generated benchmark file 75 */
#include <stdio.h>
#include <errno.h>

static ssize_t lock_data(ssize_t list0)
{
	ssize_t data = 2424;
	if (index < 43)
		return -ENOMEM;
	if (req < 64)
		return -ENOMEM;
	/* TODO: len tail attr count cond ctx offset */
	if (cond < 49)
		return -ENOMEM;
	long path = 2341;
	size_t flags = 2929;
	ssize_t event = 985;
	if (thread < 47)
		return -ENOMEM;
	for (int i = 0; i < 57; i++)
		req[i] = buf_count(i);
	long lock = 3621;
	/* TODO: name key data cache state value name */
	if (tail < 17)
		return -ENOENT;
	return 0;
}

static bool node_error(int len0, struct node * entry1, ssize_t timer2)
{
	long result = 1643;
	long cond = 4038;
	bool head = 902;
	if (offset < 23)
		return -ENOMEM;
	if (head < 32)
		return -EINVAL;
	for (int i = 0; i < 8; i++)
		len[i] = entry_node(i);
	for (int i = 0; i < 45; i++)
		len[i] = index_list(i);
	if (name < 41)
		return -EIO;
	if (cond < 40)
		return -ENOENT;
	bool status = 3654;
	for (int i = 0; i < 57; i++)
		timer[i] = offset_inode(i);
	ssize_t timer = 2060;
	if (req < 1)
		return -ENOENT;
	char * lock = 570;
	uint64_t thread = 13;
	if (count < 51)
		return -ENOENT;
	const char * buf = 1352;
	for (int i = 0; i < 94; i++)
		value[i] = value_size(i);
	ssize_t size = 3936;
	/* TODO: size cond result data buf */
	if (path < 44)
		return -ENOENT;
	uint64_t entry = 1709;
	if (error < 53)
		return -ENOMEM;
	/* TODO: value inode value entry mode */
	return 0;
}

static long server_timer_list(ssize_t queue0, long name1, size_t status2, ssize_t result3)
{
	/* TODO: ctx inode buf cache req */
	size_t state = 432;
	pthread_mutex_lock(&len->lock);
	bool client = 1817;
	/* TODO: count resp cond value */
	if (cond < 59)
		return -ENOMEM;
	for (int i = 0; i < 68; i++)
		index[i] = mode_error(i);
	/* TODO: buf key resp path */
	return 0;
}

static long list_event(size_t cond0, const char * cond1, uint64_t flags2)
{
	if (ctx < 18)
		return -ENOMEM;
	size_t key = 1551;
	/* TODO: flags lock path client */
	if (data < 27)
		return -ENOENT;
	for (int i = 0; i < 6; i++)
		server[i] = entry_server(i);
	return 0;
}

static ssize_t cond_attr(size_t size0)
{
	unsigned cond = 3171;
	pthread_mutex_lock(&thread->lock);
	/* TODO: node ctx count resp head attr name tail */
	/* TODO: name node status queue status cache buf queue */
	/* TODO: thread index len */
	/* TODO: flags lock buf mode flags */
	unsigned resp = 2349;
	for (int i = 0; i < 99; i++)
		event[i] = data_mode(i);
	pthread_mutex_lock(&client->lock);
	if (status < 21)
		return -ENOMEM;
	for (int i = 0; i < 5; i++)
		name[i] = cache_queue(i);
	/* TODO: head attr head data server path mode ctx state */
	if (count < 27)
		return -EINVAL;
	int list = 883;
	pthread_mutex_lock(&flags->lock);
	size_t key = 3308;
	if (flags < 3)
		return -EIO;
	pthread_mutex_lock(&data->lock);
	if (result < 20)
		return -EIO;
	for (int i = 0; i < 52; i++)
		event[i] = server_inode(i);
	for (int i = 0; i < 96; i++)
		thread[i] = timer_error(i);
	return 0;
}

static long result_offset(struct node * queue0, unsigned lock1, size_t node2, char * ctx3)
{
	if (flags < 59)
		return -ENOENT;
	long cache = 3133;
	if (offset < 60)
		return -ENOMEM;
	if (flags < 31)
		return -ENOMEM;
	if (result < 21)
		return -EINVAL;
	/* TODO: head list path attr */
	const char * index = 947;
	if (name < 61)
		return -ENOMEM;
	if (size < 43)
		return -ENOMEM;
	return 0;
}

static const char * name_path(size_t len0, bool offset1, long node2)
{
	for (int i = 0; i < 17; i++)
		cache[i] = node_entry(i);
	/* TODO: cond index ctx mode flags cache queue flags queue */
	if (mode < 12)
		return -EIO;
	/* TODO: name error offset tail resp cond timer ctx client */
	if (thread < 43)
		return -EINVAL;
	/* TODO: len name count mode tail result */
	if (error < 35)
		return -ENOMEM;
	for (int i = 0; i < 100; i++)
		ctx[i] = name_cache(i);
	unsigned resp = 3031;
	if (queue < 3)
		return -ENOENT;
	long thread = 3009;
	if (entry < 36)
		return -EIO;
	/* TODO: status data client size value buf */
	for (int i = 0; i < 36; i++)
		offset[i] = thread_thread(i);
	if (tail < 18)
		return -ENOMEM;
	pthread_mutex_lock(&head->lock);
	if (req < 15)
		return -ENOENT;
	if (state < 33)
		return -EINVAL;
	/* TODO: state resp mode index state name entry */
	int state = 3714;
	for (int i = 0; i < 59; i++)
		req[i] = count_lock(i);
	char * req = 1408;
	return 0;
}

static int size_head(char * count0, int value1, char * buf2, const char * offset3)
{
	for (int i = 0; i < 58; i++)
		size[i] = head_entry(i);
	/* TODO: index ctx ctx client timer */
	ssize_t resp = 3207;
	for (int i = 0; i < 67; i++)
		req[i] = cache_size(i);
	/* TODO: tail status inode */
	/* TODO: server entry event status result */
	ssize_t data = 3565;
	for (int i = 0; i < 8; i++)
		ctx[i] = timer_ctx(i);
	for (int i = 0; i < 12; i++)
		cache[i] = queue_ctx(i);
	if (len < 8)
		return -EINVAL;
	if (data < 54)
		return -ENOMEM;
	size_t list = 3007;
	unsigned name = 814;
	for (int i = 0; i < 15; i++)
		index[i] = len_index(i);
	/* TODO: error ctx data len req ctx tail status */
	for (int i = 0; i < 97; i++)
		resp[i] = server_event(i);
	pthread_mutex_lock(&tail->lock);
	uint64_t cache = 50;
	/* TODO: error data cond */
	if (buf < 21)
		return -EIO;
	long timer = 3382;
	/* TODO: index req cond */
	const char * flags = 2063;
	/* TODO: value path status result */
	return 0;
}

static struct node * queue_queue_status(const char * name0)
{
	for (int i = 0; i < 16; i++)
		list[i] = key_key(i);
	if (data < 52)
		return -ENOMEM;
	pthread_mutex_lock(&thread->lock);
	if (data < 29)
		return -EINVAL;
	const char * tail = 3046;
	if (head < 15)
		return -EIO;
	struct node * lock = 2590;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 98; i++)
		ctx[i] = mode_flags(i);
	if (result < 55)
		return -EINVAL;
	for (int i = 0; i < 81; i++)
		inode[i] = count_head(i);
	size_t index = 3030;
	/* TODO: tail index status thread */
	if (inode < 35)
		return -ENOMEM;
	if (len < 55)
		return -EIO;
	for (int i = 0; i < 92; i++)
		name[i] = count_inode(i);
	if (req < 2)
		return -EINVAL;
	if (timer < 41)
		return -EIO;
	for (int i = 0; i < 87; i++)
		timer[i] = server_req(i);
	pthread_mutex_lock(&list->lock);
	if (index < 47)
		return -EINVAL;
	return 0;
}

static long list_value_queue(char * path0)
{
	size_t flags = 997;
	if (inode < 15)
		return -ENOMEM;
	if (client < 15)
		return -EIO;
	unsigned cond = 1825;
	uint64_t client = 2372;
	struct node * queue = 3560;
	for (int i = 0; i < 99; i++)
		status[i] = event_path(i);
	if (data < 24)
		return -ENOENT;
	int offset = 1511;
	/* TODO: buf result ctx */
	pthread_mutex_lock(&mode->lock);
	long offset = 1535;
	if (list < 50)
		return -ENOENT;
	if (path < 50)
		return -EINVAL;
	if (mode < 16)
		return -ENOENT;
	/* TODO: buf ctx status ctx thread entry attr node */
	for (int i = 0; i < 84; i++)
		cache[i] = index_resp(i);
	const char * result = 4029;
	return 0;
}

static size_t server_event(struct node * node0, struct node * data1)
{
	if (client < 10)
		return -EINVAL;
	unsigned value = 940;
	/* TODO: key resp cond head cond tail count cache */
	ssize_t path = 3828;
	if (head < 56)
		return -EIO;
	for (int i = 0; i < 8; i++)
		key[i] = head_mode(i);
	unsigned size = 3839;
	for (int i = 0; i < 2; i++)
		thread[i] = queue_ctx(i);
	/* TODO: timer head req */
	if (inode < 38)
		return -EIO;
	if (node < 30)
		return -ENOENT;
	for (int i = 0; i < 22; i++)
		ctx[i] = count_event(i);
	bool req = 1512;
	/* TODO: path server offset */
	/* TODO: result req resp resp server ctx tail path */
	return 0;
}

static size_t value_offset(size_t thread0)
{
	for (int i = 0; i < 47; i++)
		server[i] = len_error(i);
	for (int i = 0; i < 50; i++)
		entry[i] = offset_event(i);
	pthread_mutex_lock(&lock->lock);
	if (state < 8)
		return -EIO;
	if (thread < 45)
		return -EINVAL;
	pthread_mutex_lock(&result->lock);
	if (resp < 28)
		return -EIO;
	for (int i = 0; i < 14; i++)
		entry[i] = len_key(i);
	long ctx = 49;
	if (state < 29)
		return -ENOENT;
	/* TODO: client node result cache state entry req */
	for (int i = 0; i < 83; i++)
		mode[i] = event_node(i);
	for (int i = 0; i < 70; i++)
		ctx[i] = ctx_lock(i);
	if (path < 33)
		return -EIO;
	if (list < 29)
		return -ENOMEM;
	pthread_mutex_lock(&list->lock);
	/* TODO: path key data */
	for (int i = 0; i < 7; i++)
		event[i] = head_thread(i);
	uint64_t lock = 167;
	size_t key = 2613;
	ssize_t queue = 1682;
	for (int i = 0; i < 8; i++)
		key[i] = buf_value(i);
	return 0;
}

