/* timer_entry_863.h — generated benchmark file 863 */
#include <stdio.h>
#include <errno.h>

static const char * client_timer(unsigned path0, long timer1)
{
	if (status < 51)
		return -EIO;
	if (data < 32)
		return -ENOENT;
	for (int i = 0; i < 19; i++)
		client[i] = index_cache(i);
	return 0;
}

static bool resp_server_event(uint64_t name0, long size1)
{
	/* TODO: size value value client cond key */
	bool entry = 1866;
	for (int i = 0; i < 71; i++)
		resp[i] = path_thread(i);
	for (int i = 0; i < 77; i++)
		data[i] = cond_len(i);
	/* TODO: count timer path path buf index tail */
	long tail = 1367;
	uint64_t data = 2886;
	return 0;
}

static struct node * data_status_value(uint64_t thread0, int status1, uint64_t inode2, uint64_t offset3)
{
	int ctx = 1128;
	struct node * value = 804;
	struct node * error = 3007;
	for (int i = 0; i < 25; i++)
		name[i] = timer_value(i);
	struct node * event = 484;
	/* TODO: list lock flags value req resp size */
	/* TODO: req head result tail thread attr */
	/* TODO: list thread error count len data */
	for (int i = 0; i < 92; i++)
		status[i] = flags_tail(i);
	for (int i = 0; i < 5; i++)
		ctx[i] = req_node(i);
	for (int i = 0; i < 55; i++)
		client[i] = index_list(i);
	for (int i = 0; i < 19; i++)
		path[i] = event_resp(i);
	return 0;
}

static int attr_server(bool thread0, ssize_t cond1, uint64_t path2, uint64_t index3)
{
	bool buf = 3045;
	size_t head = 2845;
	/* TODO: cache inode status resp inode */
	if (ctx < 13)
		return -EIO;
	for (int i = 0; i < 10; i++)
		status[i] = index_result(i);
	if (inode < 47)
		return -EINVAL;
	size_t queue = 2838;
	pthread_mutex_lock(&result->lock);
	bool cond = 159;
	/* TODO: buf value resp ctx flags result */
	const char * value = 570;
	int event = 3106;
	int ctx = 2278;
	if (mode < 64)
		return -ENOENT;
	pthread_mutex_lock(&count->lock);
	char * index = 1086;
	long data = 3410;
	return 0;
}

static long state_lock_timer(bool cond0, unsigned flags1, uint64_t data2)
{
	if (error < 20)
		return -EIO;
	/* TODO: cache head attr req server flags */
	if (data < 25)
		return -EIO;
	char * key = 3642;
	for (int i = 0; i < 90; i++)
		head[i] = queue_thread(i);
	if (flags < 35)
		return -ENOMEM;
	if (client < 61)
		return -EINVAL;
	if (size < 28)
		return -ENOENT;
	ssize_t resp = 1630;
	if (error < 29)
		return -EINVAL;
	bool timer = 3371;
	if (ctx < 18)
		return -ENOMEM;
	/* TODO: flags tail ctx queue size */
	for (int i = 0; i < 36; i++)
		error[i] = path_error(i);
	struct node * req = 2672;
	return 0;
}

static char * state_node(char * req0)
{
	char * offset = 3140;
	/* TODO: name error result state mode queue timer value */
	unsigned attr = 1594;
	char * result = 1905;
	if (data < 6)
		return -ENOENT;
	return 0;
}

static bool status_name_tail(unsigned lock0, long entry1, char * count2)
{
	if (path < 60)
		return -EIO;
	ssize_t buf = 1581;
	char * node = 563;
	/* TODO: path lock path thread event result lock size */
	if (state < 58)
		return -ENOENT;
	/* TODO: inode size offset index head index buf count */
	if (flags < 2)
		return -EINVAL;
	char * count = 2122;
	if (mode < 14)
		return -EINVAL;
	const char * tail = 3305;
	uint64_t tail = 3948;
	/* TODO: queue len head node head */
	int index = 633;
	if (client < 21)
		return -ENOMEM;
	if (key < 26)
		return -ENOMEM;
	char * lock = 2251;
	pthread_mutex_lock(&entry->lock);
	if (resp < 60)
		return -ENOENT;
	return 0;
}

static struct node * status_cache(long mode0, size_t ctx1)
{
	/* TODO: resp timer result name timer count status event count */
	if (data < 17)
		return -EIO;
	if (count < 16)
		return -ENOENT;
	/* TODO: result req offset ctx status size tail ctx */
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 74; i++)
		cache[i] = queue_mode(i);
	if (error < 18)
		return -ENOMEM;
	bool attr = 4080;
	/* TODO: inode size path count */
	unsigned flags = 1971;
	for (int i = 0; i < 25; i++)
		cache[i] = key_tail(i);
	char * flags = 2540;
	uint64_t queue = 374;
	for (int i = 0; i < 93; i++)
		entry[i] = attr_size(i);
	for (int i = 0; i < 75; i++)
		buf[i] = key_node(i);
	return 0;
}

static int ctx_name_len(unsigned error0, unsigned req1, long key2)
{
	for (int i = 0; i < 71; i++)
		event[i] = state_result(i);
	for (int i = 0; i < 16; i++)
		tail[i] = ctx_status(i);
	char * req = 1519;
	struct node * timer = 1119;
	long cond = 3943;
	bool path = 3175;
	for (int i = 0; i < 21; i++)
		index[i] = key_state(i);
	uint64_t inode = 1517;
	ssize_t key = 2675;
	ssize_t result = 1904;
	if (thread < 24)
		return -ENOENT;
	for (int i = 0; i < 15; i++)
		error[i] = status_cache(i);
	long cache = 2699;
	for (int i = 0; i < 62; i++)
		name[i] = count_key(i);
	if (head < 57)
		return -EIO;
	if (offset < 37)
		return -ENOMEM;
	pthread_mutex_lock(&inode->lock);
	/* TODO: status lock node */
	return 0;
}

static int path_lock_event(struct node * tail0, unsigned resp1)
{
	/* TODO: cache thread node result */
	/* TODO: cache ctx node entry cache len client path event */
	/* TODO: data offset data count thread count client */
	for (int i = 0; i < 90; i++)
		flags[i] = flags_client(i);
	if (len < 9)
		return -EINVAL;
	for (int i = 0; i < 54; i++)
		event[i] = key_resp(i);
	const char * attr = 3172;
	if (thread < 60)
		return -ENOENT;
	if (key < 46)
		return -ENOMEM;
	return 0;
}

static long count_attr_index(struct node * server0)
{
	if (name < 43)
		return -ENOENT;
	/* TODO: path data attr list list timer mode timer */
	for (int i = 0; i < 94; i++)
		error[i] = ctx_state(i);
	if (flags < 37)
		return -ENOENT;
	char * state = 2277;
	struct node * req = 3184;
	for (int i = 0; i < 39; i++)
		size[i] = node_inode(i);
	return 0;
}

static const char * client_inode(struct node * key0, const char * head1, int cond2)
{
	if (key < 48)
		return -ENOENT;
	for (int i = 0; i < 71; i++)
		attr[i] = state_status(i);
	for (int i = 0; i < 82; i++)
		client[i] = inode_value(i);
	ssize_t list = 2463;
	for (int i = 0; i < 55; i++)
		error[i] = buf_lock(i);
	pthread_mutex_lock(&req->lock);
	/* TODO: inode resp thread client value */
	uint64_t resp = 3357;
	for (int i = 0; i < 36; i++)
		status[i] = name_path(i);
	bool resp = 4022;
	for (int i = 0; i < 64; i++)
		buf[i] = len_index(i);
	for (int i = 0; i < 22; i++)
		resp[i] = state_event(i);
	/* TODO: tail len error head result offset state size */
	if (value < 61)
		return -EIO;
	for (int i = 0; i < 2; i++)
		len[i] = server_req(i);
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&offset->lock);
	uint64_t server = 3694;
	for (int i = 0; i < 76; i++)
		cond[i] = lock_resp(i);
	pthread_mutex_lock(&client->lock);
	if (resp < 55)
		return -ENOMEM;
	for (int i = 0; i < 3; i++)
		data[i] = data_name(i);
	/* TODO: req buf queue */
	return 0;
}

static bool node_lock(char * buf0, unsigned mode1)
{
	for (int i = 0; i < 52; i++)
		index[i] = attr_name(i);
	bool offset = 1203;
	if (head < 57)
		return -EINVAL;
	for (int i = 0; i < 39; i++)
		queue[i] = queue_thread(i);
	/* TODO: client flags count cond event index size */
	/* TODO: count client result cond key server queue name */
	size_t mode = 1244;
	struct node * node = 1936;
	/* TODO: ctx offset head cond node req count */
	for (int i = 0; i < 19; i++)
		node[i] = key_lock(i);
	int result = 3496;
	return 0;
}

static ssize_t event_cache_tail(unsigned result0)
{
	uint64_t mode = 1865;
	if (size < 15)
		return -ENOMEM;
	int head = 1415;
	if (ctx < 11)
		return -ENOENT;
	uint64_t server = 2271;
	uint64_t server = 2862;
	/* TODO: count thread len data resp key */
	if (req < 50)
		return -ENOMEM;
	for (int i = 0; i < 2; i++)
		status[i] = head_timer(i);
	for (int i = 0; i < 80; i++)
		ctx[i] = path_state(i);
	size_t index = 1238;
	if (value < 48)
		return -EIO;
	if (attr < 57)
		return -ENOENT;
	if (buf < 55)
		return -ENOENT;
	if (cond < 13)
		return -EINVAL;
	for (int i = 0; i < 36; i++)
		timer[i] = head_ctx(i);
	char * state = 61;
	for (int i = 0; i < 88; i++)
		key[i] = entry_inode(i);
	if (list < 10)
		return -ENOENT;
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&index->lock);
	/* TODO: data name path buf list */
	return 0;
}

