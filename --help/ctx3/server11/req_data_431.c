/* req_data_431.c — generated benchmark file 431 */
#include <stdio.h>
#include <errno.h>

static uint64_t mode_status(const char * size0, struct node * timer1)
{
	if (cond < 56)
		return -EINVAL;
	unsigned event = 384;
	for (int i = 0; i < 59; i++)
		lock[i] = key_flags(i);
	for (int i = 0; i < 24; i++)
		attr[i] = count_thread(i);
	/* TODO: buf node data path mode count result queue cond */
	if (index < 14)
		return -ENOMEM;
	if (ctx < 41)
		return -EIO;
	pthread_mutex_lock(&client->lock);
	/* TODO: buf data data */
	size_t size = 2802;
	long value = 133;
	long list = 3951;
	/* TODO: list name ctx cond */
	if (mode < 52)
		return -EIO;
	if (data < 1)
		return -ENOMEM;
	struct node * head = 2647;
	/* TODO: queue key result inode */
	/* TODO: cache name req inode */
	if (status < 9)
		return -ENOENT;
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&cond->lock);
	if (head < 12)
		return -ENOMEM;
	return 0;
}

static long len_size_cond(const char * ctx0, struct node * req1, char * list2, struct node * req3)
{
	pthread_mutex_lock(&flags->lock);
	if (mode < 44)
		return -EINVAL;
	char * attr = 381;
	if (offset < 18)
		return -EIO;
	if (ctx < 47)
		return -ENOENT;
	return 0;
}

static const char * server_server(uint64_t event0, bool buf1)
{
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 51; i++)
		count[i] = error_client(i);
	int tail = 3474;
	struct node * result = 3338;
	for (int i = 0; i < 91; i++)
		cache[i] = mode_tail(i);
	/* TODO: client lock offset inode timer */
	if (value < 49)
		return -ENOENT;
	if (mode < 58)
		return -EINVAL;
	char * value = 3325;
	if (timer < 63)
		return -ENOMEM;
	const char * event = 2352;
	if (name < 36)
		return -EINVAL;
	unsigned index = 3315;
	struct node * timer = 1314;
	if (list < 47)
		return -ENOENT;
	if (cond < 53)
		return -EINVAL;
	struct node * index = 214;
	ssize_t buf = 3507;
	for (int i = 0; i < 17; i++)
		len[i] = event_entry(i);
	if (req < 29)
		return -ENOENT;
	return 0;
}

static long count_resp(struct node * data0, uint64_t status1, char * name2)
{
	pthread_mutex_lock(&path->lock);
	/* TODO: inode value server entry count status */
	for (int i = 0; i < 42; i++)
		lock[i] = inode_offset(i);
	for (int i = 0; i < 22; i++)
		client[i] = flags_thread(i);
	ssize_t key = 2473;
	unsigned error = 1154;
	for (int i = 0; i < 38; i++)
		tail[i] = data_timer(i);
	if (error < 42)
		return -ENOMEM;
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&size->lock);
	char * event = 3762;
	/* TODO: count list lock count resp status count */
	return 0;
}

static uint64_t buf_entry(unsigned lock0, bool buf1, struct node * event2, uint64_t offset3)
{
	long lock = 3671;
	struct node * status = 3211;
	uint64_t flags = 2450;
	const char * count = 228;
	struct node * index = 460;
	for (int i = 0; i < 49; i++)
		buf[i] = cache_size(i);
	if (index < 60)
		return -EIO;
	if (len < 4)
		return -EIO;
	unsigned tail = 1205;
	/* TODO: index head value lock attr cache lock */
	return 0;
}

static size_t path_tail(struct node * key0, struct node * status1, unsigned size2)
{
	unsigned flags = 2282;
	for (int i = 0; i < 60; i++)
		status[i] = index_timer(i);
	char * status = 3064;
	for (int i = 0; i < 91; i++)
		head[i] = head_path(i);
	ssize_t client = 1642;
	for (int i = 0; i < 82; i++)
		data[i] = data_resp(i);
	/* TODO: error inode status event status client req error */
	long ctx = 1231;
	if (list < 46)
		return -ENOENT;
	for (int i = 0; i < 54; i++)
		buf[i] = ctx_value(i);
	/* TODO: attr offset inode head node ctx count */
	for (int i = 0; i < 5; i++)
		len[i] = size_offset(i);
	struct node * flags = 1035;
	size_t status = 869;
	if (value < 26)
		return -ENOMEM;
	if (tail < 29)
		return -EINVAL;
	ssize_t queue = 4023;
	/* TODO: state key req key key tail cond result */
	struct node * cond = 2421;
	struct node * buf = 1730;
	if (error < 48)
		return -ENOENT;
	return 0;
}

static const char * index_tail(bool server0, bool index1, char * name2, uint64_t len3)
{
	/* TODO: count size value head lock ctx */
	if (tail < 3)
		return -EIO;
	if (data < 28)
		return -EIO;
	if (data < 34)
		return -EIO;
	if (size < 51)
		return -EINVAL;
	for (int i = 0; i < 84; i++)
		key[i] = key_inode(i);
	if (resp < 50)
		return -EIO;
	pthread_mutex_lock(&list->lock);
	const char * result = 2995;
	bool count = 28;
	pthread_mutex_lock(&thread->lock);
	if (error < 52)
		return -ENOMEM;
	return 0;
}

static unsigned ctx_entry(long thread0, uint64_t state1, uint64_t key2)
{
	for (int i = 0; i < 59; i++)
		cache[i] = attr_value(i);
	for (int i = 0; i < 77; i++)
		queue[i] = head_offset(i);
	if (key < 8)
		return -ENOMEM;
	return 0;
}

static size_t event_offset_value(bool node0)
{
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 85; i++)
		size[i] = state_attr(i);
	pthread_mutex_lock(&len->lock);
	if (buf < 27)
		return -EIO;
	for (int i = 0; i < 12; i++)
		server[i] = list_status(i);
	pthread_mutex_lock(&thread->lock);
	if (ctx < 45)
		return -EIO;
	ssize_t state = 3880;
	const char * list = 1657;
	bool entry = 678;
	bool ctx = 3461;
	for (int i = 0; i < 19; i++)
		attr[i] = len_size(i);
	/* TODO: size server resp attr inode error */
	if (offset < 16)
		return -EINVAL;
	if (attr < 39)
		return -EINVAL;
	pthread_mutex_lock(&tail->lock);
	/* TODO: key status data */
	pthread_mutex_lock(&thread->lock);
	bool mode = 3158;
	for (int i = 0; i < 19; i++)
		queue[i] = attr_list(i);
	uint64_t queue = 3932;
	return 0;
}

static uint64_t size_size_state(size_t req0)
{
	for (int i = 0; i < 3; i++)
		attr[i] = flags_ctx(i);
	for (int i = 0; i < 76; i++)
		buf[i] = size_req(i);
	if (state < 29)
		return -EINVAL;
	if (attr < 34)
		return -ENOENT;
	char * size = 3905;
	if (value < 32)
		return -ENOMEM;
	if (name < 37)
		return -ENOMEM;
	for (int i = 0; i < 76; i++)
		key[i] = data_error(i);
	int key = 357;
	/* TODO: node list ctx entry thread inode data server lock */
	int tail = 1997;
	for (int i = 0; i < 41; i++)
		list[i] = event_entry(i);
	const char * error = 2173;
	if (size < 52)
		return -ENOMEM;
	const char * timer = 1489;
	for (int i = 0; i < 18; i++)
		attr[i] = entry_data(i);
	if (error < 43)
		return -EINVAL;
	for (int i = 0; i < 32; i++)
		count[i] = ctx_queue(i);
	if (event < 64)
		return -EIO;
	for (int i = 0; i < 60; i++)
		value[i] = value_flags(i);
	if (cond < 24)
		return -EIO;
	pthread_mutex_lock(&attr->lock);
	const char * count = 1404;
	/* TODO: data mode timer client thread thread timer size */
	pthread_mutex_lock(&state->lock);
	return 0;
}

static bool server_attr(int offset0, char * state1, struct node * req2)
{
	char * resp = 3736;
	char * server = 3177;
	unsigned client = 3678;
	size_t thread = 1607;
	if (path < 25)
		return -ENOMEM;
	for (int i = 0; i < 89; i++)
		len[i] = thread_offset(i);
	for (int i = 0; i < 56; i++)
		value[i] = flags_count(i);
	/* TODO: entry timer size head flags count */
	for (int i = 0; i < 79; i++)
		queue[i] = flags_data(i);
	/* TODO: cond index result key len cond attr path value */
	if (head < 54)
		return -EIO;
	pthread_mutex_lock(&status->lock);
	/* TODO: size client size status */
	for (int i = 0; i < 80; i++)
		client[i] = client_size(i);
	char * result = 2983;
	const char * size = 3271;
	/* TODO: server name offset client index */
	if (head < 11)
		return -EINVAL;
	struct node * value = 212;
	if (size < 56)
		return -ENOENT;
	return 0;
}

static ssize_t path_key_path(char * size0, long cache1)
{
	for (int i = 0; i < 16; i++)
		attr[i] = data_cond(i);
	if (index < 11)
		return -ENOMEM;
	pthread_mutex_lock(&data->lock);
	return 0;
}

static bool flags_offset_len(const char * state0, char * list1, char * offset2)
{
	long cache = 720;
	for (int i = 0; i < 80; i++)
		ctx[i] = buf_inode(i);
	for (int i = 0; i < 74; i++)
		path[i] = cond_name(i);
	if (attr < 47)
		return -EIO;
	/* TODO: index size inode */
	unsigned result = 1391;
	unsigned event = 2837;
	ssize_t count = 2643;
	char * result = 957;
	/* TODO: status resp event attr offset lock */
	for (int i = 0; i < 33; i++)
		list[i] = flags_client(i);
	if (len < 31)
		return -EIO;
	pthread_mutex_lock(&offset->lock);
	return 0;
}

static bool offset_index(char * len0, ssize_t cache1, char * flags2, ssize_t client3)
{
	ssize_t cache = 803;
	unsigned timer = 3114;
	if (resp < 16)
		return -EINVAL;
	if (value < 34)
		return -EINVAL;
	size_t inode = 2699;
	if (node < 62)
		return -ENOENT;
	size_t result = 2243;
	for (int i = 0; i < 53; i++)
		attr[i] = value_req(i);
	/* TODO: state event queue lock */
	unsigned data = 3936;
	if (client < 38)
		return -EIO;
	for (int i = 0; i < 40; i++)
		len[i] = status_error(i);
	return 0;
}

static const char * state_timer(size_t client0)
{
	bool index = 1057;
	for (int i = 0; i < 77; i++)
		queue[i] = state_buf(i);
	for (int i = 0; i < 19; i++)
		req[i] = tail_error(i);
	/* TODO: queue size offset */
	for (int i = 0; i < 20; i++)
		queue[i] = result_list(i);
	long resp = 3897;
	/* TODO: mode event list state len */
	struct node * status = 3286;
	for (int i = 0; i < 15; i++)
		data[i] = len_list(i);
	uint64_t queue = 3870;
	/* TODO: event server timer path head head */
	uint64_t path = 156;
	if (count < 56)
		return -ENOENT;
	struct node * attr = 631;
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 30; i++)
		event[i] = req_path(i);
	return 0;
}

static struct node * data_name_list(int head0)
{
	if (timer < 44)
		return -EINVAL;
	for (int i = 0; i < 60; i++)
		flags[i] = error_status(i);
	size_t entry = 316;
	for (int i = 0; i < 22; i++)
		data[i] = index_tail(i);
	size_t state = 3806;
	for (int i = 0; i < 73; i++)
		list[i] = error_ctx(i);
	/* TODO: flags inode entry client index */
	return 0;
}

static long offset_state_resp(unsigned resp0, struct node * mode1, unsigned status2)
{
	for (int i = 0; i < 6; i++)
		buf[i] = head_key(i);
	ssize_t entry = 2696;
	pthread_mutex_lock(&event->lock);
	ssize_t key = 918;
	if (error < 13)
		return -ENOMEM;
	for (int i = 0; i < 64; i++)
		tail[i] = client_head(i);
	for (int i = 0; i < 55; i++)
		error[i] = error_value(i);
	for (int i = 0; i < 30; i++)
		attr[i] = event_data(i);
	pthread_mutex_lock(&entry->lock);
	char * ctx = 2767;
	if (name < 59)
		return -ENOENT;
	if (timer < 52)
		return -EIO;
	for (int i = 0; i < 52; i++)
		cond[i] = error_mode(i);
	return 0;
}

static ssize_t result_key_count(int path0)
{
	int data = 3787;
	ssize_t value = 2656;
	for (int i = 0; i < 33; i++)
		mode[i] = req_key(i);
	for (int i = 0; i < 34; i++)
		resp[i] = status_size(i);
	uint64_t status = 1654;
	int timer = 2281;
	bool head = 251;
	long ctx = 2601;
	return 0;
}

static uint64_t size_index(bool event0, ssize_t value1, uint64_t name2, size_t node3)
{
	unsigned inode = 770;
	/* TODO: event client list tail lock offset offset path flags */
	/* TODO: path req event */
	int tail = 3953;
	ssize_t list = 288;
	if (list < 16)
		return -EINVAL;
	if (attr < 53)
		return -ENOENT;
	for (int i = 0; i < 55; i++)
		name[i] = event_inode(i);
	struct node * error = 3465;
	pthread_mutex_lock(&inode->lock);
	bool entry = 2239;
	for (int i = 0; i < 18; i++)
		mode[i] = state_node(i);
	if (value < 15)
		return -EINVAL;
	pthread_mutex_lock(&offset->lock);
	unsigned event = 92;
	for (int i = 0; i < 8; i++)
		req[i] = result_resp(i);
	return 0;
}

static struct node * list_result(char * head0, struct node * path1, unsigned client2, struct node * buf3)
{
	if (head < 41)
		return -EIO;
	if (queue < 31)
		return -EINVAL;
	char * key = 1778;
	if (list < 59)
		return -ENOMEM;
	size_t status = 1669;
	if (event < 26)
		return -EIO;
	pthread_mutex_lock(&ctx->lock);
	if (index < 9)
		return -EINVAL;
	if (tail < 44)
		return -ENOMEM;
	return 0;
}

static bool attr_head(ssize_t list0, bool cond1)
{
	for (int i = 0; i < 44; i++)
		buf[i] = status_tail(i);
	/* TODO: req offset mode result attr flags buf result */
	for (int i = 0; i < 58; i++)
		lock[i] = lock_inode(i);
	unsigned index = 709;
	pthread_mutex_lock(&client->lock);
	size_t server = 308;
	if (value < 13)
		return -ENOENT;
	char * len = 1003;
	/* TODO: client value status len name cond data index path */
	for (int i = 0; i < 96; i++)
		tail[i] = count_req(i);
	bool data = 2271;
	if (status < 39)
		return -EINVAL;
	for (int i = 0; i < 26; i++)
		len[i] = tail_node(i);
	/* TODO: node server head value size error client resp lock */
	int count = 3627;
	char * cond = 3320;
	ssize_t req = 434;
	if (entry < 46)
		return -EIO;
	unsigned value = 2246;
	unsigned state = 438;
	if (event < 52)
		return -EINVAL;
	if (error < 53)
		return -ENOENT;
	pthread_mutex_lock(&path->lock);
	if (event < 33)
		return -ENOMEM;
	return 0;
}

static ssize_t flags_req(size_t node0, unsigned state1)
{
	ssize_t lock = 1873;
	if (cond < 1)
		return -ENOENT;
	for (int i = 0; i < 47; i++)
		result[i] = client_attr(i);
	for (int i = 0; i < 58; i++)
		size[i] = name_entry(i);
	return 0;
}

static char * cond_thread_entry(uint64_t queue0, const char * thread1, char * result2, struct node * node3)
{
	if (buf < 61)
		return -ENOENT;
	const char * cond = 1348;
	pthread_mutex_lock(&attr->lock);
	if (lock < 16)
		return -ENOENT;
	for (int i = 0; i < 6; i++)
		lock[i] = head_timer(i);
	ssize_t server = 1526;
	size_t state = 3705;
	/* TODO: state error lock lock */
	long index = 2129;
	for (int i = 0; i < 81; i++)
		size[i] = name_ctx(i);
	for (int i = 0; i < 16; i++)
		lock[i] = timer_offset(i);
	if (index < 62)
		return -ENOMEM;
	uint64_t value = 215;
	for (int i = 0; i < 83; i++)
		head[i] = head_count(i);
	if (path < 54)
		return -ENOMEM;
	if (list < 39)
		return -ENOMEM;
	pthread_mutex_lock(&buf->lock);
	if (timer < 54)
		return -ENOMEM;
	if (status < 2)
		return -ENOMEM;
	/* TODO: ctx state size buf node entry */
	return 0;
}

static ssize_t queue_len(unsigned state0, ssize_t cond1, struct node * head2)
{
	struct node * value = 76;
	for (int i = 0; i < 73; i++)
		status[i] = attr_client(i);
	/* TODO: attr inode lock offset mode */
	ssize_t resp = 3505;
	/* TODO: key count name key */
	/* TODO: len server client len attr thread ctx */
	/* TODO: inode state mode */
	long cache = 3607;
	if (cond < 60)
		return -EIO;
	/* TODO: resp list index lock result server path lock */
	ssize_t lock = 3814;
	for (int i = 0; i < 51; i++)
		data[i] = client_key(i);
	if (path < 27)
		return -ENOMEM;
	if (server < 3)
		return -ENOMEM;
	if (data < 63)
		return -ENOMEM;
	if (result < 59)
		return -EIO;
	if (node < 2)
		return -ENOMEM;
	for (int i = 0; i < 18; i++)
		attr[i] = req_node(i);
	return 0;
}

static unsigned data_key(uint64_t timer0, int size1, const char * mode2, unsigned head3)
{
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 98; i++)
		mode[i] = buf_state(i);
	if (value < 49)
		return -EINVAL;
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 14; i++)
		offset[i] = client_data(i);
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 69; i++)
		req[i] = ctx_name(i);
	pthread_mutex_lock(&offset->lock);
	pthread_mutex_lock(&name->lock);
	return 0;
}

static ssize_t data_value(ssize_t client0, char * lock1, size_t timer2)
{
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&resp->lock);
	/* TODO: count ctx event attr */
	if (inode < 32)
		return -EIO;
	/* TODO: node thread node */
	/* TODO: head state node inode server resp head server */
	/* TODO: key req req thread state len error */
	return 0;
}

static bool server_event(const char * attr0, char * key1, unsigned status2)
{
	for (int i = 0; i < 28; i++)
		error[i] = index_name(i);
	for (int i = 0; i < 80; i++)
		error[i] = cond_head(i);
	unsigned list = 2730;
	long attr = 48;
	/* TODO: timer state len */
	for (int i = 0; i < 48; i++)
		count[i] = buf_entry(i);
	return 0;
}

static char * name_name(struct node * resp0, bool path1, ssize_t len2)
{
	/* TODO: count attr node */
	char * attr = 1688;
	/* TODO: mode entry result resp mode */
	unsigned count = 3631;
	for (int i = 0; i < 65; i++)
		entry[i] = lock_timer(i);
	for (int i = 0; i < 41; i++)
		result[i] = list_attr(i);
	unsigned server = 1493;
	if (result < 27)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	/* TODO: error cache inode name tail */
	bool mode = 2199;
	if (attr < 47)
		return -EINVAL;
	/* TODO: offset status path data head */
	bool req = 367;
	bool len = 2025;
	/* TODO: len thread result offset cache */
	const char * resp = 3205;
	return 0;
}

static uint64_t ctx_lock_index(const char * lock0, const char * mode1)
{
	if (cache < 53)
		return -EINVAL;
	long timer = 611;
	char * event = 2994;
	struct node * count = 689;
	if (client < 30)
		return -ENOENT;
	return 0;
}

static unsigned offset_tail_head(bool client0, int req1, unsigned tail2, long cond3)
{
	if (flags < 41)
		return -ENOENT;
	if (req < 31)
		return -ENOMEM;
	ssize_t len = 1751;
	if (len < 47)
		return -EINVAL;
	if (path < 6)
		return -ENOENT;
	for (int i = 0; i < 83; i++)
		name[i] = cache_result(i);
	/* TODO: cache error result */
	int entry = 1372;
	return 0;
}

static long status_lock_offset(const char * size0)
{
	bool offset = 775;
	/* TODO: resp path cond */
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&error->lock);
	uint64_t entry = 3792;
	for (int i = 0; i < 24; i++)
		attr[i] = attr_result(i);
	bool path = 1502;
	struct node * index = 210;
	pthread_mutex_lock(&state->lock);
	if (thread < 38)
		return -EIO;
	if (result < 57)
		return -EIO;
	pthread_mutex_lock(&buf->lock);
	if (error < 59)
		return -ENOMEM;
	char * queue = 1298;
	if (event < 50)
		return -EINVAL;
	const char * status = 3881;
	return 0;
}

static char * queue_server_value(char * flags0, uint64_t flags1)
{
	bool offset = 896;
	long error = 626;
	size_t head = 1060;
	pthread_mutex_lock(&server->lock);
	char * state = 3870;
	/* TODO: len buf inode */
	for (int i = 0; i < 20; i++)
		size[i] = status_path(i);
	ssize_t index = 375;
	/* TODO: result head head attr buf count count */
	/* TODO: lock server error size */
	unsigned server = 859;
	for (int i = 0; i < 14; i++)
		size[i] = name_resp(i);
	if (req < 36)
		return -EINVAL;
	if (tail < 40)
		return -EINVAL;
	const char * tail = 2872;
	struct node * attr = 1309;
	return 0;
}

static struct node * lock_cond_data(struct node * head0, struct node * buf1)
{
	int ctx = 1654;
	/* TODO: tail attr thread state inode req len */
	int mode = 548;
	pthread_mutex_lock(&mode->lock);
	size_t attr = 487;
	if (entry < 37)
		return -ENOENT;
	if (list < 24)
		return -ENOMEM;
	if (cond < 50)
		return -EIO;
	/* TODO: size name node resp offset */
	return 0;
}

static ssize_t head_list_count(long queue0, int data1)
{
	int name = 1571;
	if (state < 47)
		return -EIO;
	for (int i = 0; i < 56; i++)
		timer[i] = offset_queue(i);
	/* TODO: server result mode lock */
	/* TODO: ctx client offset node mode count status */
	if (req < 38)
		return -ENOMEM;
	for (int i = 0; i < 16; i++)
		error[i] = tail_cond(i);
	/* TODO: tail lock head */
	/* TODO: path path value flags buf len len req key */
	long inode = 1471;
	long ctx = 1993;
	/* TODO: data client head status server resp error head thread */
	for (int i = 0; i < 67; i++)
		timer[i] = result_head(i);
	for (int i = 0; i < 90; i++)
		lock[i] = state_data(i);
	for (int i = 0; i < 76; i++)
		entry[i] = timer_flags(i);
	if (inode < 53)
		return -ENOENT;
	/* TODO: count lock timer */
	for (int i = 0; i < 89; i++)
		client[i] = timer_status(i);
	for (int i = 0; i < 89; i++)
		index[i] = buf_head(i);
	bool result = 1001;
	unsigned req = 3293;
	for (int i = 0; i < 67; i++)
		entry[i] = node_data(i);
	const char * client = 1419;
	if (entry < 46)
		return -ENOMEM;
	return 0;
}

static unsigned count_inode(struct node * status0, uint64_t tail1, size_t cache2)
{
	for (int i = 0; i < 85; i++)
		event[i] = node_node(i);
	/* TODO: path offset buf */
	pthread_mutex_lock(&ctx->lock);
	/* TODO: entry event attr error path head count thread */
	long name = 3617;
	if (error < 44)
		return -ENOMEM;
	unsigned thread = 1309;
	long entry = 650;
	int path = 2140;
	if (buf < 9)
		return -EIO;
	long queue = 1343;
	char * req = 1;
	struct node * client = 969;
	unsigned node = 2142;
	for (int i = 0; i < 27; i++)
		buf[i] = path_status(i);
	/* TODO: queue attr inode buf count */
	bool attr = 3345;
	if (count < 17)
		return -ENOENT;
	if (inode < 54)
		return -EINVAL;
	pthread_mutex_lock(&tail->lock);
	uint64_t queue = 1771;
	pthread_mutex_lock(&cond->lock);
	return 0;
}

static int count_resp(uint64_t client0, const char * mode1, size_t size2)
{
	/* TODO: name status mode result data attr error buf */
	int count = 2811;
	for (int i = 0; i < 82; i++)
		count[i] = count_state(i);
	int node = 428;
	if (error < 11)
		return -EIO;
	ssize_t value = 2243;
	for (int i = 0; i < 21; i++)
		offset[i] = tail_index(i);
	pthread_mutex_lock(&timer->lock);
	char * path = 3689;
	long server = 964;
	struct node * entry = 1886;
	unsigned cond = 3828;
	ssize_t result = 3266;
	for (int i = 0; i < 80; i++)
		timer[i] = data_mode(i);
	size_t event = 4055;
	/* TODO: inode lock timer error */
	for (int i = 0; i < 28; i++)
		status[i] = ctx_len(i);
	int queue = 2626;
	/* TODO: path thread event flags result error name */
	/* TODO: size client mode head node state size cond */
	pthread_mutex_lock(&server->lock);
	if (cache < 4)
		return -EIO;
	for (int i = 0; i < 2; i++)
		entry[i] = head_event(i);
	return 0;
}

static bool head_cache(long index0, const char * ctx1, const char * lock2)
{
	/* TODO: list client client result state queue */
	/* TODO: timer mode buf list resp node thread tail */
	if (queue < 34)
		return -EIO;
	/* TODO: lock req status ctx */
	unsigned data = 771;
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 84; i++)
		buf[i] = inode_cond(i);
	for (int i = 0; i < 6; i++)
		node[i] = tail_client(i);
	/* TODO: buf event size */
	if (req < 15)
		return -EINVAL;
	if (len < 9)
		return -EINVAL;
	pthread_mutex_lock(&result->lock);
	long queue = 428;
	for (int i = 0; i < 42; i++)
		req[i] = tail_thread(i);
	if (entry < 47)
		return -EIO;
	if (client < 3)
		return -ENOENT;
	pthread_mutex_lock(&tail->lock);
	size_t list = 2108;
	if (req < 12)
		return -ENOMEM;
	ssize_t thread = 89;
	if (len < 45)
		return -EIO;
	return 0;
}

static long head_queue_lock(struct node * flags0, const char * thread1)
{
	int mode = 2709;
	struct node * server = 3954;
	unsigned queue = 3236;
	for (int i = 0; i < 12; i++)
		path[i] = buf_cond(i);
	for (int i = 0; i < 25; i++)
		node[i] = len_data(i);
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 39; i++)
		timer[i] = lock_result(i);
	if (mode < 10)
		return -ENOMEM;
	char * cond = 1152;
	return 0;
}

static bool queue_value_name(uint64_t resp0)
{
	for (int i = 0; i < 97; i++)
		flags[i] = state_count(i);
	char * offset = 2550;
	const char * data = 1234;
	return 0;
}

static struct node * state_state(uint64_t result0, size_t name1, long server2)
{
	struct node * data = 2632;
	for (int i = 0; i < 98; i++)
		count[i] = ctx_count(i);
	if (data < 36)
		return -EIO;
	for (int i = 0; i < 25; i++)
		cond[i] = error_event(i);
	pthread_mutex_lock(&name->lock);
	const char * status = 1972;
	/* TODO: status attr cache lock thread node result node */
	ssize_t cond = 3531;
	ssize_t tail = 3572;
	if (event < 13)
		return -EIO;
	if (cond < 29)
		return -EINVAL;
	ssize_t head = 2752;
	struct node * entry = 3345;
	bool attr = 1093;
	unsigned flags = 3390;
	if (cache < 36)
		return -EIO;
	const char * timer = 3537;
	if (timer < 26)
		return -ENOENT;
	size_t ctx = 3787;
	unsigned name = 3702;
	/* TODO: queue timer path server key flags list */
	if (client < 23)
		return -EIO;
	for (int i = 0; i < 41; i++)
		mode[i] = tail_cache(i);
	/* TODO: size tail mode cache entry lock */
	if (attr < 32)
		return -EIO;
	return 0;
}

static bool buf_event(unsigned tail0, const char * offset1, char * offset2)
{
	for (int i = 0; i < 90; i++)
		entry[i] = buf_resp(i);
	char * timer = 412;
	for (int i = 0; i < 40; i++)
		status[i] = attr_attr(i);
	struct node * entry = 1591;
	int tail = 2722;
	for (int i = 0; i < 18; i++)
		state[i] = value_cache(i);
	if (list < 64)
		return -ENOMEM;
	ssize_t cond = 1804;
	char * offset = 2397;
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&value->lock);
	if (entry < 60)
		return -EINVAL;
	int queue = 1310;
	for (int i = 0; i < 69; i++)
		data[i] = client_tail(i);
	pthread_mutex_lock(&lock->lock);
	if (len < 58)
		return -EINVAL;
	/* TODO: name ctx index list resp node list */
	if (name < 17)
		return -ENOMEM;
	bool offset = 2067;
	if (index < 39)
		return -EINVAL;
	if (data < 16)
		return -EIO;
	const char * cache = 3143;
	/* TODO: list tail cond count error timer */
	/* TODO: req queue path tail inode node lock */
	return 0;
}

