/* mode_flags_94.c — generated benchmark file 94 */
#include <stdio.h>
#include <errno.h>

static struct node * status_req(bool tail0, size_t data1, int value2, long name3)
{
	size_t attr = 688;
	if (lock < 54)
		return -ENOMEM;
	/* TODO: tail timer client result len */
	const char * cache = 3075;
	return 0;
}

static unsigned count_result_count(const char * offset0)
{
	if (mode < 32)
		return -EINVAL;
	/* TODO: path offset cache */
	for (int i = 0; i < 94; i++)
		mode[i] = ctx_len(i);
	/* TODO: len attr resp cond len index */
	/* TODO: size lock inode ctx */
	if (thread < 61)
		return -EINVAL;
	return 0;
}

static struct node * mode_attr(uint64_t queue0, uint64_t status1)
{
	if (flags < 32)
		return -ENOMEM;
	for (int i = 0; i < 14; i++)
		ctx[i] = head_len(i);
	size_t count = 673;
	/* TODO: len status len */
	return 0;
}

static int offset_state_timer(const char * client0, const char * attr1, const char * buf2, size_t tail3)
{
	pthread_mutex_lock(&index->lock);
	pthread_mutex_lock(&name->lock);
	struct node * server = 705;
	if (count < 52)
		return -ENOMEM;
	size_t req = 1362;
	if (list < 28)
		return -ENOENT;
	for (int i = 0; i < 50; i++)
		queue[i] = cache_req(i);
	if (size < 8)
		return -ENOENT;
	int resp = 1633;
	for (int i = 0; i < 98; i++)
		cache[i] = thread_attr(i);
	for (int i = 0; i < 58; i++)
		entry[i] = error_result(i);
	if (path < 11)
		return -EIO;
	for (int i = 0; i < 15; i++)
		size[i] = len_error(i);
	size_t event = 3069;
	const char * entry = 329;
	for (int i = 0; i < 64; i++)
		event[i] = resp_size(i);
	for (int i = 0; i < 7; i++)
		offset[i] = resp_attr(i);
	for (int i = 0; i < 31; i++)
		tail[i] = cond_event(i);
	if (status < 41)
		return -ENOMEM;
	if (count < 45)
		return -EINVAL;
	/* TODO: key node result mode timer thread index count ctx */
	for (int i = 0; i < 4; i++)
		count[i] = data_node(i);
	struct node * cache = 2605;
	unsigned data = 1558;
	return 0;
}

static uint64_t data_ctx_name(struct node * lock0, long node1, bool event2)
{
	pthread_mutex_lock(&client->lock);
	if (offset < 17)
		return -ENOMEM;
	if (list < 15)
		return -EIO;
	if (req < 12)
		return -EIO;
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 89; i++)
		state[i] = ctx_index(i);
	if (list < 41)
		return -ENOMEM;
	long lock = 264;
	if (entry < 5)
		return -EIO;
	for (int i = 0; i < 42; i++)
		state[i] = cond_size(i);
	pthread_mutex_lock(&count->lock);
	return 0;
}

static ssize_t path_node_cond(uint64_t cache0, long cond1, size_t state2)
{
	/* TODO: inode status resp */
	for (int i = 0; i < 65; i++)
		cond[i] = cond_index(i);
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 80; i++)
		timer[i] = queue_inode(i);
	/* TODO: size head size tail cond data inode */
	/* TODO: len resp resp client tail */
	for (int i = 0; i < 13; i++)
		event[i] = data_index(i);
	/* TODO: head attr status path */
	int client = 702;
	bool queue = 3241;
	if (head < 64)
		return -ENOMEM;
	char * status = 4036;
	unsigned thread = 3333;
	return 0;
}

static int thread_queue_result(size_t state0, size_t path1)
{
	char * list = 2412;
	/* TODO: state ctx data tail thread attr */
	/* TODO: timer server resp count index offset name */
	/* TODO: index name data req resp head */
	long offset = 1915;
	/* TODO: server len attr offset state len event inode ctx */
	/* TODO: client list name size cache name lock result */
	return 0;
}

static char * timer_timer(unsigned tail0, uint64_t value1, long flags2, int node3)
{
	unsigned resp = 202;
	size_t node = 3420;
	uint64_t event = 2761;
	long inode = 2048;
	if (attr < 34)
		return -EINVAL;
	/* TODO: index value cond flags */
	if (tail < 16)
		return -ENOMEM;
	ssize_t len = 2228;
	const char * name = 887;
	/* TODO: thread inode event size lock inode */
	long entry = 2151;
	/* TODO: thread buf cache node value resp */
	for (int i = 0; i < 32; i++)
		error[i] = queue_offset(i);
	for (int i = 0; i < 70; i++)
		path[i] = result_tail(i);
	/* TODO: cache node node tail timer */
	bool req = 170;
	for (int i = 0; i < 51; i++)
		status[i] = mode_head(i);
	long timer = 3868;
	/* TODO: path resp queue value inode */
	return 0;
}

static uint64_t data_value_error(long server0, struct node * flags1)
{
	if (req < 24)
		return -EINVAL;
	if (data < 54)
		return -EIO;
	unsigned name = 860;
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 83; i++)
		cond[i] = tail_name(i);
	for (int i = 0; i < 88; i++)
		node[i] = inode_flags(i);
	pthread_mutex_lock(&data->lock);
	/* TODO: name name timer */
	for (int i = 0; i < 85; i++)
		error[i] = resp_offset(i);
	for (int i = 0; i < 86; i++)
		value[i] = attr_lock(i);
	pthread_mutex_lock(&node->lock);
	if (inode < 61)
		return -EINVAL;
	if (size < 64)
		return -ENOENT;
	/* TODO: ctx thread list buf */
	if (inode < 19)
		return -ENOENT;
	if (path < 3)
		return -EINVAL;
	return 0;
}

static unsigned flags_name_cache(char * mode0, int mode1, ssize_t timer2, long queue3)
{
	if (state < 63)
		return -ENOENT;
	int entry = 3061;
	ssize_t state = 1116;
	for (int i = 0; i < 59; i++)
		ctx[i] = index_value(i);
	const char * name = 4024;
	for (int i = 0; i < 7; i++)
		queue[i] = name_client(i);
	/* TODO: node state entry value key key tail */
	if (offset < 31)
		return -ENOENT;
	for (int i = 0; i < 16; i++)
		ctx[i] = data_status(i);
	if (path < 22)
		return -ENOMEM;
	pthread_mutex_lock(&inode->lock);
	char * queue = 3082;
	if (key < 24)
		return -ENOMEM;
	if (list < 56)
		return -EIO;
	if (cache < 4)
		return -ENOENT;
	if (status < 50)
		return -EIO;
	if (value < 51)
		return -EIO;
	ssize_t error = 162;
	if (cond < 56)
		return -EIO;
	/* TODO: ctx tail result error key result tail state state */
	if (req < 32)
		return -ENOMEM;
	if (status < 61)
		return -ENOMEM;
	return 0;
}

static unsigned value_mode_count(const char * error0, unsigned len1, size_t data2)
{
	if (mode < 35)
		return -ENOENT;
	for (int i = 0; i < 47; i++)
		len[i] = lock_event(i);
	long status = 4016;
	if (req < 24)
		return -EIO;
	if (cache < 18)
		return -ENOMEM;
	if (req < 47)
		return -EINVAL;
	unsigned thread = 3182;
	uint64_t entry = 230;
	/* TODO: value mode error len status result timer ctx count */
	/* TODO: count list head size queue req */
	/* TODO: client status node ctx attr tail buf offset */
	if (result < 61)
		return -EINVAL;
	if (cache < 41)
		return -ENOMEM;
	int status = 1048;
	for (int i = 0; i < 54; i++)
		error[i] = key_cache(i);
	if (state < 64)
		return -ENOENT;
	pthread_mutex_lock(&req->lock);
	/* TODO: req flags count */
	pthread_mutex_lock(&event->lock);
	/* TODO: cond inode event cache node event */
	unsigned node = 2248;
	pthread_mutex_lock(&client->lock);
	if (name < 21)
		return -EINVAL;
	for (int i = 0; i < 31; i++)
		resp[i] = buf_event(i);
	for (int i = 0; i < 82; i++)
		lock[i] = timer_lock(i);
	return 0;
}

static bool result_key(struct node * server0, unsigned buf1)
{
	for (int i = 0; i < 84; i++)
		server[i] = req_state(i);
	/* TODO: inode cache ctx */
	uint64_t ctx = 670;
	if (mode < 7)
		return -ENOMEM;
	if (len < 34)
		return -ENOENT;
	if (cond < 6)
		return -ENOMEM;
	if (flags < 9)
		return -ENOENT;
	pthread_mutex_lock(&offset->lock);
	/* TODO: len buf len list offset data head */
	if (data < 23)
		return -EINVAL;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 56; i++)
		index[i] = tail_resp(i);
	for (int i = 0; i < 17; i++)
		path[i] = lock_attr(i);
	if (ctx < 21)
		return -EIO;
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 85; i++)
		head[i] = inode_event(i);
	ssize_t cond = 2262;
	return 0;
}

static long error_name_size(const char * size0)
{
	if (size < 1)
		return -ENOMEM;
	for (int i = 0; i < 17; i++)
		path[i] = thread_mode(i);
	/* TODO: queue server size status lock entry */
	for (int i = 0; i < 37; i++)
		cond[i] = cond_flags(i);
	for (int i = 0; i < 50; i++)
		queue[i] = flags_len(i);
	ssize_t len = 2357;
	for (int i = 0; i < 24; i++)
		path[i] = queue_size(i);
	return 0;
}

static bool event_server_offset(bool data0)
{
	uint64_t size = 2675;
	if (index < 21)
		return -EINVAL;
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 4; i++)
		count[i] = state_size(i);
	/* TODO: mode name ctx */
	if (data < 18)
		return -ENOENT;
	uint64_t state = 1356;
	if (client < 46)
		return -EINVAL;
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 45; i++)
		cond[i] = index_resp(i);
	/* TODO: cond status thread */
	for (int i = 0; i < 11; i++)
		mode[i] = client_len(i);
	pthread_mutex_lock(&data->lock);
	if (server < 24)
		return -EINVAL;
	if (queue < 34)
		return -EINVAL;
	char * buf = 3170;
	/* TODO: state len head buf tail path req status */
	if (node < 60)
		return -EIO;
	return 0;
}

static char * list_count(char * timer0)
{
	if (event < 45)
		return -ENOENT;
	struct node * cache = 1011;
	ssize_t entry = 1100;
	size_t key = 3324;
	for (int i = 0; i < 93; i++)
		client[i] = status_key(i);
	return 0;
}

static int resp_index(struct node * data0)
{
	uint64_t result = 4071;
	if (offset < 11)
		return -EINVAL;
	for (int i = 0; i < 67; i++)
		offset[i] = data_list(i);
	unsigned status = 895;
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&status->lock);
	/* TODO: data resp offset data mode error event status */
	if (ctx < 26)
		return -EINVAL;
	if (resp < 23)
		return -ENOENT;
	for (int i = 0; i < 29; i++)
		thread[i] = value_result(i);
	return 0;
}

static struct node * cache_name_ctx(uint64_t req0, struct node * cache1)
{
	for (int i = 0; i < 65; i++)
		lock[i] = flags_flags(i);
	for (int i = 0; i < 52; i++)
		inode[i] = thread_name(i);
	/* TODO: client inode result resp size status */
	const char * data = 1311;
	if (buf < 8)
		return -ENOENT;
	struct node * lock = 3071;
	for (int i = 0; i < 65; i++)
		flags[i] = client_flags(i);
	ssize_t offset = 1511;
	for (int i = 0; i < 92; i++)
		count[i] = ctx_status(i);
	if (count < 61)
		return -EIO;
	/* TODO: entry buf server cache count data cache flags */
	uint64_t lock = 2753;
	pthread_mutex_lock(&ctx->lock);
	if (key < 35)
		return -ENOENT;
	if (entry < 12)
		return -ENOMEM;
	ssize_t cache = 2977;
	return 0;
}

static bool event_cache(size_t state0, int lock1)
{
	if (node < 28)
		return -EIO;
	char * value = 286;
	if (cond < 1)
		return -EINVAL;
	if (cache < 20)
		return -ENOMEM;
	if (name < 30)
		return -ENOENT;
	if (tail < 31)
		return -ENOMEM;
	if (data < 28)
		return -ENOENT;
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&error->lock);
	size_t state = 3651;
	pthread_mutex_lock(&server->lock);
	return 0;
}

static char * count_mode_size(ssize_t event0, uint64_t server1, long len2, const char * queue3)
{
	size_t queue = 3540;
	char * offset = 2026;
	for (int i = 0; i < 47; i++)
		len[i] = buf_attr(i);
	size_t node = 89;
	/* TODO: node list event attr */
	if (path < 61)
		return -EIO;
	for (int i = 0; i < 13; i++)
		timer[i] = inode_node(i);
	for (int i = 0; i < 95; i++)
		value[i] = value_data(i);
	ssize_t name = 639;
	size_t head = 2323;
	return 0;
}

static size_t inode_thread_flags(char * buf0, size_t req1, ssize_t offset2)
{
	for (int i = 0; i < 29; i++)
		timer[i] = ctx_result(i);
	/* TODO: req cond timer offset cond node mode resp */
	for (int i = 0; i < 27; i++)
		status[i] = key_resp(i);
	pthread_mutex_lock(&req->lock);
	ssize_t node = 3894;
	for (int i = 0; i < 27; i++)
		value[i] = client_node(i);
	if (error < 45)
		return -ENOMEM;
	uint64_t count = 265;
	if (data < 5)
		return -ENOMEM;
	unsigned server = 3390;
	for (int i = 0; i < 29; i++)
		queue[i] = flags_path(i);
	pthread_mutex_lock(&name->lock);
	bool key = 310;
	const char * state = 2878;
	for (int i = 0; i < 43; i++)
		client[i] = cache_timer(i);
	for (int i = 0; i < 30; i++)
		inode[i] = mode_entry(i);
	for (int i = 0; i < 10; i++)
		status[i] = lock_mode(i);
	char * node = 1687;
	return 0;
}

static unsigned req_name(char * event0)
{
	bool timer = 3928;
	struct node * list = 2902;
	struct node * cache = 3719;
	/* TODO: size attr offset cache tail flags error */
	/* TODO: index cond count */
	uint64_t cond = 3883;
	struct node * timer = 615;
	/* TODO: index value ctx len queue */
	int path = 1073;
	/* TODO: mode list offset node */
	for (int i = 0; i < 62; i++)
		cond[i] = data_event(i);
	if (thread < 24)
		return -ENOMEM;
	for (int i = 0; i < 15; i++)
		cond[i] = attr_entry(i);
	long lock = 3639;
	ssize_t cond = 3763;
	struct node * flags = 1465;
	for (int i = 0; i < 78; i++)
		lock[i] = value_key(i);
	return 0;
}

static char * event_cache(bool ctx0)
{
	for (int i = 0; i < 29; i++)
		client[i] = head_ctx(i);
	for (int i = 0; i < 40; i++)
		inode[i] = index_result(i);
	for (int i = 0; i < 21; i++)
		count[i] = index_event(i);
	if (error < 13)
		return -EINVAL;
	if (flags < 54)
		return -EIO;
	/* TODO: tail head thread cache */
	if (cond < 48)
		return -ENOENT;
	for (int i = 0; i < 50; i++)
		entry[i] = tail_node(i);
	if (attr < 25)
		return -EINVAL;
	bool tail = 539;
	for (int i = 0; i < 90; i++)
		thread[i] = name_head(i);
	unsigned head = 1490;
	return 0;
}

static uint64_t path_key(const char * error0)
{
	for (int i = 0; i < 93; i++)
		queue[i] = thread_flags(i);
	for (int i = 0; i < 71; i++)
		ctx[i] = name_name(i);
	unsigned thread = 3753;
	for (int i = 0; i < 95; i++)
		data[i] = status_mode(i);
	char * lock = 3002;
	if (tail < 62)
		return -EINVAL;
	ssize_t value = 2553;
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 81; i++)
		offset[i] = state_resp(i);
	ssize_t cond = 595;
	/* TODO: size thread head state offset */
	pthread_mutex_lock(&key->lock);
	uint64_t value = 2501;
	for (int i = 0; i < 73; i++)
		name[i] = buf_status(i);
	pthread_mutex_lock(&timer->lock);
	const char * client = 1275;
	const char * tail = 840;
	for (int i = 0; i < 58; i++)
		offset[i] = ctx_node(i);
	for (int i = 0; i < 30; i++)
		state[i] = attr_path(i);
	/* TODO: server event index req buf */
	/* TODO: result entry result tail data */
	if (count < 16)
		return -ENOMEM;
	pthread_mutex_lock(&entry->lock);
	size_t entry = 616;
	for (int i = 0; i < 54; i++)
		key[i] = head_inode(i);
	return 0;
}

static uint64_t ctx_list(char * path0, const char * index1, ssize_t name2)
{
	if (state < 11)
		return -EIO;
	if (req < 41)
		return -EIO;
	if (attr < 36)
		return -ENOMEM;
	if (cache < 34)
		return -ENOENT;
	if (result < 4)
		return -ENOMEM;
	unsigned lock = 2894;
	return 0;
}

static uint64_t cond_lock_value(ssize_t thread0, struct node * state1)
{
	ssize_t entry = 1493;
	/* TODO: status len cache flags flags */
	ssize_t buf = 715;
	if (value < 6)
		return -EINVAL;
	/* TODO: inode count head entry req */
	return 0;
}

static struct node * index_size(char * size0, char * list1)
{
	long cond = 1575;
	/* TODO: error cache timer tail len node head ctx cache */
	for (int i = 0; i < 72; i++)
		flags[i] = cond_inode(i);
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 65; i++)
		event[i] = result_node(i);
	if (status < 43)
		return -ENOENT;
	for (int i = 0; i < 15; i++)
		state[i] = count_queue(i);
	return 0;
}

static long buf_cond(char * name0, ssize_t cond1, const char * buf2)
{
	if (node < 27)
		return -EINVAL;
	char * data = 2060;
	/* TODO: buf state offset ctx entry req req */
	if (size < 33)
		return -ENOENT;
	int size = 1972;
	/* TODO: head data entry len state */
	if (ctx < 23)
		return -ENOMEM;
	long entry = 2688;
	struct node * buf = 2815;
	/* TODO: event count offset queue cache flags req key ctx */
	size_t value = 243;
	if (count < 11)
		return -ENOMEM;
	for (int i = 0; i < 63; i++)
		node[i] = offset_thread(i);
	pthread_mutex_lock(&len->lock);
	size_t node = 3900;
	bool queue = 1128;
	if (result < 35)
		return -EIO;
	if (entry < 28)
		return -EINVAL;
	return 0;
}

static size_t client_data(size_t path0)
{
	uint64_t timer = 2300;
	const char * mode = 3098;
	const char * entry = 424;
	if (req < 43)
		return -EIO;
	for (int i = 0; i < 11; i++)
		mode[i] = req_tail(i);
	if (key < 6)
		return -ENOMEM;
	struct node * len = 245;
	pthread_mutex_lock(&inode->lock);
	if (name < 2)
		return -ENOENT;
	for (int i = 0; i < 80; i++)
		error[i] = offset_index(i);
	if (size < 20)
		return -EIO;
	if (client < 49)
		return -ENOENT;
	if (result < 56)
		return -EINVAL;
	for (int i = 0; i < 91; i++)
		status[i] = buf_count(i);
	for (int i = 0; i < 79; i++)
		len[i] = thread_entry(i);
	/* TODO: thread tail inode offset */
	pthread_mutex_lock(&head->lock);
	if (timer < 20)
		return -ENOMEM;
	return 0;
}

static bool entry_resp(uint64_t thread0, unsigned data1, struct node * status2, long result3)
{
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 83; i++)
		node[i] = error_data(i);
	pthread_mutex_lock(&mode->lock);
	struct node * ctx = 152;
	int cond = 1295;
	return 0;
}

static long list_mode_name(unsigned tail0, const char * list1, char * value2)
{
	int event = 1804;
	pthread_mutex_lock(&buf->lock);
	/* TODO: mode size attr lock key value inode state */
	return 0;
}

static struct node * mode_data(struct node * queue0)
{
	char * attr = 1242;
	/* TODO: head server key cond mode inode status buf tail */
	if (size < 3)
		return -ENOENT;
	return 0;
}

static int count_name_cond(char * head0)
{
	struct node * lock = 192;
	int status = 1537;
	for (int i = 0; i < 30; i++)
		result[i] = queue_queue(i);
	if (node < 55)
		return -EINVAL;
	struct node * cache = 406;
	for (int i = 0; i < 99; i++)
		offset[i] = attr_buf(i);
	for (int i = 0; i < 99; i++)
		server[i] = data_flags(i);
	if (list < 18)
		return -EIO;
	for (int i = 0; i < 63; i++)
		ctx[i] = count_size(i);
	const char * path = 300;
	size_t path = 2783;
	pthread_mutex_lock(&mode->lock);
	if (thread < 5)
		return -ENOMEM;
	for (int i = 0; i < 94; i++)
		head[i] = list_size(i);
	if (attr < 7)
		return -ENOMEM;
	struct node * offset = 3897;
	for (int i = 0; i < 90; i++)
		timer[i] = timer_node(i);
	for (int i = 0; i < 43; i++)
		data[i] = len_count(i);
	bool timer = 1981;
	uint64_t mode = 330;
	for (int i = 0; i < 78; i++)
		node[i] = key_cond(i);
	for (int i = 0; i < 39; i++)
		value[i] = node_name(i);
	if (offset < 7)
		return -ENOMEM;
	unsigned status = 1870;
	for (int i = 0; i < 67; i++)
		data[i] = resp_size(i);
	return 0;
}

static unsigned node_count_count(long buf0)
{
	if (status < 47)
		return -EIO;
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 72; i++)
		data[i] = error_inode(i);
	ssize_t head = 3349;
	if (cache < 38)
		return -EINVAL;
	if (offset < 59)
		return -EINVAL;
	pthread_mutex_lock(&head->lock);
	if (count < 3)
		return -EINVAL;
	char * node = 2628;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 59; i++)
		buf[i] = buf_count(i);
	for (int i = 0; i < 22; i++)
		status[i] = name_event(i);
	for (int i = 0; i < 30; i++)
		cond[i] = path_index(i);
	/* TODO: entry error offset */
	if (status < 6)
		return -EIO;
	ssize_t attr = 560;
	for (int i = 0; i < 48; i++)
		buf[i] = req_list(i);
	for (int i = 0; i < 6; i++)
		list[i] = head_buf(i);
	if (resp < 5)
		return -ENOMEM;
	/* TODO: name index client client error req */
	if (req < 48)
		return -EINVAL;
	int event = 2510;
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 12; i++)
		path[i] = req_list(i);
	return 0;
}

static long timer_key_buf(bool count0)
{
	bool event = 2469;
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&entry->lock);
	/* TODO: attr queue mode len count value thread */
	if (offset < 29)
		return -EINVAL;
	int buf = 3075;
	if (data < 11)
		return -ENOENT;
	/* TODO: cond path buf flags status */
	if (server < 12)
		return -EINVAL;
	for (int i = 0; i < 64; i++)
		result[i] = value_client(i);
	for (int i = 0; i < 100; i++)
		queue[i] = path_ctx(i);
	for (int i = 0; i < 33; i++)
		server[i] = ctx_client(i);
	return 0;
}

static ssize_t len_cache(char * value0, bool server1)
{
	if (key < 10)
		return -EINVAL;
	uint64_t ctx = 3269;
	char * event = 697;
	size_t tail = 2936;
	if (index < 27)
		return -EIO;
	/* TODO: error key data */
	/* TODO: client offset lock */
	pthread_mutex_lock(&name->lock);
	if (tail < 48)
		return -ENOENT;
	for (int i = 0; i < 44; i++)
		thread[i] = name_head(i);
	if (tail < 25)
		return -EIO;
	if (entry < 56)
		return -EIO;
	pthread_mutex_lock(&index->lock);
	return 0;
}

static uint64_t event_path(bool resp0, unsigned lock1, uint64_t index2, int queue3)
{
	if (offset < 55)
		return -EIO;
	unsigned thread = 3185;
	/* TODO: cond head count offset len queue path event */
	if (inode < 20)
		return -ENOMEM;
	int lock = 812;
	pthread_mutex_lock(&thread->lock);
	long size = 1251;
	size_t value = 147;
	/* TODO: path tail status node client cache event queue client */
	if (error < 32)
		return -EINVAL;
	if (offset < 33)
		return -EIO;
	ssize_t error = 3823;
	if (client < 35)
		return -ENOENT;
	for (int i = 0; i < 83; i++)
		offset[i] = len_head(i);
	if (name < 1)
		return -ENOENT;
	/* TODO: tail key value */
	if (server < 37)
		return -EIO;
	if (size < 36)
		return -EIO;
	pthread_mutex_lock(&resp->lock);
	if (state < 22)
		return -ENOMEM;
	size_t resp = 2800;
	if (state < 25)
		return -EIO;
	for (int i = 0; i < 65; i++)
		entry[i] = list_len(i);
	unsigned ctx = 875;
	return 0;
}

static char * offset_state(struct node * list0, char * error1, uint64_t timer2, const char * name3)
{
	if (state < 17)
		return -EINVAL;
	long buf = 3224;
	long offset = 1796;
	if (lock < 64)
		return -EIO;
	int thread = 3470;
	/* TODO: status attr list result flags status list value thread */
	if (tail < 54)
		return -ENOENT;
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&head->lock);
	/* TODO: timer resp inode event tail tail server node key */
	const char * flags = 1335;
	/* TODO: lock server cond */
	pthread_mutex_lock(&count->lock);
	unsigned queue = 1220;
	ssize_t index = 3347;
	for (int i = 0; i < 45; i++)
		node[i] = list_offset(i);
	if (buf < 62)
		return -ENOENT;
	pthread_mutex_lock(&result->lock);
	/* TODO: list cond key state client buf key state */
	uint64_t state = 262;
	for (int i = 0; i < 40; i++)
		req[i] = resp_key(i);
	/* TODO: data offset result key value offset name tail */
	return 0;
}

static long ctx_server(int head0, const char * queue1)
{
	/* TODO: data node size ctx */
	/* TODO: server lock buf node req path */
	/* TODO: key resp buf ctx head node attr timer len */
	size_t thread = 2130;
	unsigned resp = 3177;
	/* TODO: count size state len key */
	if (name < 24)
		return -ENOENT;
	for (int i = 0; i < 77; i++)
		entry[i] = error_value(i);
	if (name < 34)
		return -EINVAL;
	for (int i = 0; i < 95; i++)
		tail[i] = list_entry(i);
	if (status < 1)
		return -ENOMEM;
	ssize_t client = 1557;
	if (attr < 50)
		return -ENOMEM;
	uint64_t thread = 1841;
	for (int i = 0; i < 99; i++)
		attr[i] = offset_lock(i);
	return 0;
}

static struct node * mode_timer_count(char * error0, ssize_t req1, const char * len2)
{
	for (int i = 0; i < 79; i++)
		queue[i] = error_resp(i);
	for (int i = 0; i < 6; i++)
		len[i] = client_size(i);
	unsigned server = 1780;
	for (int i = 0; i < 8; i++)
		head[i] = client_mode(i);
	/* TODO: server len value */
	char * name = 105;
	for (int i = 0; i < 58; i++)
		error[i] = server_head(i);
	/* TODO: queue index count */
	/* TODO: timer server name offset resp head attr size inode */
	long size = 22;
	for (int i = 0; i < 31; i++)
		error[i] = head_event(i);
	if (data < 27)
		return -ENOMEM;
	if (node < 34)
		return -ENOENT;
	size_t server = 3789;
	pthread_mutex_lock(&event->lock);
	return 0;
}

static const char * len_name(size_t index0, ssize_t result1, unsigned mode2)
{
	if (attr < 16)
		return -ENOENT;
	for (int i = 0; i < 89; i++)
		key[i] = count_key(i);
	bool resp = 2046;
	for (int i = 0; i < 40; i++)
		req[i] = offset_index(i);
	if (thread < 62)
		return -EINVAL;
	for (int i = 0; i < 33; i++)
		mode[i] = error_server(i);
	/* TODO: buf head status */
	if (event < 10)
		return -EINVAL;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 24; i++)
		req[i] = name_key(i);
	bool cache = 2353;
	/* TODO: lock client name */
	return 0;
}

static ssize_t mode_key_tail(struct node * inode0, bool path1, uint64_t head2)
{
	ssize_t timer = 1149;
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&req->lock);
	/* TODO: len list count event result len flags tail data */
	return 0;
}

